import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from '../../lib/rate-limiter.js';

/**
 * Slows password guessing without letting a stranger lock the owner out (OWASP's
 * authentication cheat sheet): a client (account + address) is refused after a few failures,
 * an address after more, and an account attacked from many addresses is never refused, its
 * attempts only wait longer and longer. A successful login is not a failure.
 */

/** Failures of one account, from every address within the hour, before its logins slow down. */
export const LOGIN_FREE_FAILURES = 10;
const FIRST_DELAY_MS = 250;
export const LOGIN_MAX_DELAY_MS = 5_000;

/** The wait before checking a password, given the account's failures so far: doubles from 250 ms to 5 s. */
export function loginDelayMs(previousFailures: number): number {
  if (previousFailures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (previousFailures - LOGIN_FREE_FAILURES));
}

const clientKey = (attempt: { account: string; ip: string }) => `${attempt.account}|${attempt.ip}`;

/** A password reset proves the owner: their account's delay and this client's refusal end. */
export async function forgetLoginFailures(
  limits: RateLimits,
  attempt: { account: string; ip: string },
): Promise<void> {
  await Promise.all([
    limits.reset('loginFailuresPerAccount', attempt.account),
    limits.reset('loginFailuresPerAccountAndIp', clientKey(attempt)),
  ]);
}

export interface LoginAttempt {
  /** The password was right: the attempt's reserved failure is given back, and this client's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt as a failure before the password is checked (guesses sent at once cannot
 * all slip under a limit), throws RATE_LIMITED when this client or address is spent, and waits
 * the account's delay.
 */
export async function beginLoginAttempt(
  limits: RateLimits,
  attempt: { account: string; ip: string },
): Promise<LoginAttempt> {
  const client = clientKey(attempt);
  await limits.consume('loginFailuresPerIp', attempt.ip);
  try {
    await limits.consume('loginFailuresPerAccountAndIp', client);
  } catch (error) {
    await limits.refund('loginFailuresPerIp', attempt.ip);
    throw error;
  }
  const failures = await limits.record('loginFailuresPerAccount', attempt.account);
  const delay = loginDelayMs(failures - 1);
  if (delay > 0) await sleep(delay);
  return {
    async succeeded() {
      await Promise.all([
        limits.refund('loginFailuresPerIp', attempt.ip),
        limits.reset('loginFailuresPerAccountAndIp', client),
        limits.refund('loginFailuresPerAccount', attempt.account),
      ]);
    },
  };
}
