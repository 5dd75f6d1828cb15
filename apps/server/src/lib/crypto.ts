import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

// OWASP's Argon2id minimum (19 MiB, 2 iterations, 1 lane): strong, and fast enough for login.
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);
export const verifyPassword = (storedHash: string, password: string): Promise<boolean> =>
  verify(storedHash, password);

/** A hash of a random password, so an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** A uniformly random 6-digit code, from the system's cryptographic generator. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Keyed hash for short secrets (codes, one-time tokens): a stolen table reveals nothing. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}
