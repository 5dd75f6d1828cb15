import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
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

const SEAL_VERSION = 'v1';

/** The AES-256 key of `seal`, derived from the server secret for this one use. */
function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'awarequest-seal', 'aes-256-gcm v1', 32));
}

/**
 * Encrypts a short secret kept in the database (a tournament's host key) with AES-256-GCM under
 * a key derived from the server secret: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [SEAL_VERSION, ...parts].join('.');
}

/** The plaintext of `seal`; throws when the value was altered or sealed with another secret. */
export function unseal(secret: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
