import type { FastifyReply, FastifyRequest } from 'fastify';
import { seal, unseal } from '../../lib/crypto.js';

/** The cookies of a request, by name (no cookie library: company sign-in needs only this). */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie of someone else's making that is not valid percent-encoding: ignored.
    }
  }
  return cookies;
}

interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  /** Readable by the SPA (a marker, never a secret). */
  isReadable?: boolean;
}

/** Adds a Set-Cookie: `Secure` when the request came over https, `SameSite=Lax` so the provider's redirect carries it. */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (!options.isReadable) parts.push('HttpOnly');
  if (request.protocol === 'https') parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  void reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, path: string): void {
  setCookie(request, reply, name, '', { path, maxAgeSeconds: 0 });
}

/** A JSON value sealed with the server secret (AES-GCM), with an expiry checked on open. */
export function sealValue(secret: string, value: unknown, ttlMs: number): string {
  return seal(secret, JSON.stringify({ value, exp: Date.now() + ttlMs }));
}

/** The value of `sealValue`, or undefined when it was altered, sealed elsewhere or expired. */
export function openSealedValue(secret: string, sealed: string | undefined): unknown {
  if (!sealed) return undefined;
  try {
    const { value, exp } = JSON.parse(unseal(secret, sealed)) as { value: unknown; exp: number };
    return typeof exp === 'number' && exp > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}
