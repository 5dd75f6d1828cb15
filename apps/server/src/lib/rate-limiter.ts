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
  loginPerIp: { points: 20, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 5, duration: 15 * 60 },
  codeSendsPerIp: { points: 10, duration: 60 * 60 },
  codeSendsPerEmail: { points: 5, duration: 60 * 60 },
  codeResendGapPerEmail: { points: 1, duration: 60 },
  codeChecksPerIp: { points: 30, duration: 15 * 60 },
  // Live games: game PINs that name no session, by tiers (live/pin-lookups.ts has the arithmetic).
  pinMissesPerSocket: { points: 10, duration: 60 * 60 },
  pinMissesPerIpShort: { points: 100, duration: 10 * 60 },
  pinMissesPerIpHour: { points: 200, duration: 60 * 60 },
  pinMissesPerIpDay: { points: 600, duration: 24 * 60 * 60 },
  liveJoinsPerSocket: { points: 10, duration: 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one event against `key`; throws RATE_LIMITED when the limit is spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Gives back one event counted against `key` (a try that turned out not to count). */
  reward(name: LimitName, key: string): Promise<void>;
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
    async consume(name, key) {
      if (!options.isOn) return;
      try {
        await limiter(name).consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async reward(name, key) {
      if (!options.isOn) return;
      await limiter(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
