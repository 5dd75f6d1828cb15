import { Redis } from 'ioredis';

/** A Redis connection when REDIS_URL is set; the product runs without one. */
export function connectRedis(url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
