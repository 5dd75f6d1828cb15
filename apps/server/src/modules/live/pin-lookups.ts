import { AppError } from '../../lib/app-error.js';
import type { LimitName, RateLimits } from '../../lib/rate-limiter.js';

/**
 * The throttle on guessing game PINs. Every request that names a PIN (the REST summary and
 * results export, the sockets' join, rejoin and host attach) spends one try of its client's
 * budget before the look-up and gets it back when the PIN names a session: only wrong PINs
 * count, and a burst sent all at once cannot look up more than the budget left.
 *
 * The budget is per address in growing windows (100 wrong PINs in 10 minutes, 200 in an hour,
 * 600 in a day) and per socket (10 an hour). A room behind one company NAT types the right PIN
 * and never spends the address's budget; its typos do, and 100 of them fit in the first window.
 *
 * Arithmetic: 900,000 PINs (6 digits, no leading 0). With G sessions running, one guess hits
 * one with probability G / 900,000, so finding any takes 900,000 / G guesses on average. One
 * address guesses at most 600 a day: with G = 10 that is 150 days, with G = 100 15 days; in the
 * hour a game lasts it makes at most 200 guesses, a 200 / 900,000 = 0.02 % chance of finding a
 * given game. (Before: 3,396 guesses a second, the whole space in 5 minutes.)
 */

const PIN_MISS_LIMITS_PER_ADDRESS: readonly LimitName[] = [
  'pinMissesPerIpShort',
  'pinMissesPerIpHour',
  'pinMissesPerIpDay',
];

/** Who is looking a PIN up: an address, and the socket when it comes over one. */
interface PinClient {
  address: string;
  socketId?: string | undefined;
}

/** The limiter's refusal in the words of this throttle: the player reads about wrong PINs. */
async function asPinLimit<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED')
      throw new AppError('PIN_ATTEMPTS_EXCEEDED', error.params);
    throw error;
  }
}

export function createPinLookups(limits: RateLimits) {
  // The socket's first: one noisy socket is stopped before it spends its address's budget.
  const budgets = (client: PinClient): [LimitName, string][] => [
    ...(client.socketId ? [['pinMissesPerSocket', client.socketId] as [LimitName, string]] : []),
    ...PIN_MISS_LIMITS_PER_ADDRESS.map((name): [LimitName, string] => [name, client.address]),
  ];

  return {
    /**
     * Runs `lookUp` (anything that resolves the PIN) if the client has tries left: refused with
     * PIN_ATTEMPTS_EXCEEDED when not, and the try given back unless the PIN named no session.
     */
    async lookUp<T>(client: PinClient, lookUp: () => Promise<T>): Promise<T> {
      const spent = budgets(client);
      // One after the other: a refusal stops before the longer windows are spent too.
      for (const [name, key] of spent) await asPinLimit(limits.consume(name, key));
      let isMiss = false;
      try {
        return await lookUp();
      } catch (error) {
        isMiss = error instanceof AppError && error.code === 'SESSION_NOT_FOUND';
        throw error;
      } finally {
        if (!isMiss) await Promise.all(spent.map(([name, key]) => limits.refund(name, key)));
      }
    },

    /** A new seat from a socket: one socket makes a few a minute, not hundreds. */
    async joining(socketId: string): Promise<void> {
      await limits.consume('liveJoinsPerSocket', socketId);
    },
  };
}

export type PinLookups = ReturnType<typeof createPinLookups>;
