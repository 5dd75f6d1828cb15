import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../../lib/crypto.js';

/** True when `value` hashes to `stored` (host keys, seat tokens), compared in constant time. */
export function matchesKeyedHash(stored: string, secret: string, value: string | undefined): boolean {
  if (!value) return false;
  const given = Buffer.from(keyedHash(secret, value));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
