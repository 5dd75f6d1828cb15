import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.js';

/** The limits of the accounts API; README lists them. */
export const LIMITS = {
  /** Failed logins from one address, whatever the accounts tried; successes are not counted. */
  loginFailuresPerIp: { points: 20, duration: 15 * 60 },
  /** Failed logins of one account from one address: only that client is refused, never the owner elsewhere. */
  loginFailuresPerAccountAndIp: { points: 5, duration: 15 * 60 },
  /**
   * Failed logins of one account from every address: never refuses, it only counts, and
   * past LOGIN_FREE_FAILURES each attempt on the account waits longer (lib/login-delay.ts).
   */
  loginFailuresPerAccount: { points: 1_000_000, duration: 60 * 60 },
  codeSendsPerIp: { points: 10, duration: 60 * 60 },
  codeSendsPerEmail: { points: 5, duration: 60 * 60 },
  codeResendGapPerEmail: { points: 1, duration: 60 },
  codeChecksPerIp: { points: 30, duration: 15 * 60 },
  /** Account creations (POST /users) tried from one address. */
  signUpsPerIp: { points: 10, duration: 60 * 60 },
  /** People searches of one host (GET /live/sessions/:pin/invitees), typing included. */
  inviteeSearchesPerAccount: { points: 60, duration: 10 * 60 },
  /** Invitation requests of one host (POST /live/sessions/:pin/invitations). */
  invitationRequestsPerHost: { points: 20, duration: 10 * 60 },
  /** People one host may invite, summed over the requests. */
  invitationRecipientsPerHost: { points: 200, duration: 60 * 60 },
  // Live games: game PINs that name no session, by tiers (live/pin-lookups.ts has the arithmetic).
  pinMissesPerSocket: { points: 10, duration: 60 * 60 },
  pinMissesPerIpShort: { points: 100, duration: 10 * 60 },
  pinMissesPerIpHour: { points: 200, duration: 60 * 60 },
  pinMissesPerIpDay: { points: 600, duration: 24 * 60 * 60 },
  liveJoinsPerSocket: { points: 10, duration: 60 },
  /** Calendar feed reads (GET /calendar-feeds/:token, no sign-in) from one address: calendar apps poll hourly. */
  calendarFeedReadsPerIp: { points: 120, duration: 60 * 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts `points` events (default 1) against `key`; throws RATE_LIMITED when the limit is spent. */
  consume(name: LimitName, key: string, points?: number): Promise<void>;
  /** Gives back points consumed for an event that turned out not to count (a successful login). */
  refund(name: LimitName, key: string, points?: number): Promise<void>;
  /** Counts one event without ever refusing; resolves to the count in the current window. */
  record(name: LimitName, key: string): Promise<number>;
  reset(name: LimitName, key: string): Promise<void>;
}

function rateLimited(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', { minutes: Math.ceil(seconds / 60), retryAfter: seconds });
}

/** In memory for one instance, in Redis when several instances must share the counts. */
export function createRateLimits(options: { redis?: Redis; prefix: string; isOn: boolean }): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const limiter = (name: LimitName): RateLimiterAbstract => {
    let found = limiters.get(name);
    if (!found) {
      const settings = { ...LIMITS[name], keyPrefix: `${options.prefix}rl:${name}` };
      found = options.redis
        ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
        : new RateLimiterMemory(settings);
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key, points = 1) {
      if (!options.isOn) return;
      try {
        await limiter(name).consume(key, points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async refund(name, key, points = 1) {
      if (!options.isOn) return;
      await limiter(name).reward(key, points);
    },
    async record(name, key) {
      if (!options.isOn) return 0;
      const result = await limiter(name).penalty(key, 1);
      return result.consumedPoints;
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
