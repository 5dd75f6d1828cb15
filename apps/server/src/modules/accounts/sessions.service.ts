import { createSecretKey } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { TOKEN_TTL_DAYS } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { authSessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { UserRow } from './users.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// A checked session (with its user) is trusted this long without asking the database again.
// Revocation and user changes clear it at once on every instance (locally, and through
// Redis when there is one), so the cache only spares reads, never decides.
const CACHE_TTL_MS = 30_000;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionEntry {
  caller: Caller;
  user: UserRow;
  expiresAt: number;
}

interface RevocationMessage {
  sessionId?: string;
  userId?: string;
}

export interface SessionService {
  /** Opens a session row and signs a 7-day JWT naming it. */
  create(userId: string, meta: { userAgent?: string; ip?: string }): Promise<string>;
  /** The caller a token stands for; throws UNAUTHORIZED for a bad, expired or revoked one. */
  verify(token: string): Promise<Caller>;
  /** Whether the session is valid now, asked of the database (no cache): for a check that must not race a revocation. */
  isLive(sessionId: string): Promise<boolean>;
  /** The user row of a session checked in the last seconds (cached), if still cached. */
  cachedUser(sessionId: string): UserRow | undefined;
  /** Call after changing a user: every instance reloads it (and its role, its active flag). */
  userChanged(userId: string): Promise<void>;
  /** Ends one session everywhere; its sockets are told through the `session.revoked` event. */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of a user (also one just deleted) everywhere, sockets included. */
  revokeAllOfUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

export async function createSessionService(options: {
  db: Db;
  secret: string;
  redis?: Redis;
  channel: string;
  events: DomainEventBus;
}): Promise<SessionService> {
  const { db } = options;
  // Imported once: jose would otherwise import a raw key again on every verification.
  const key = createSecretKey(Buffer.from(options.secret));
  const cache = new LRUCache<string, SessionEntry>({ max: 50_000, ttl: CACHE_TTL_MS });
  // Tokens whose signature was checked recently, to the session they name.
  const verifiedTokens = new LRUCache<string, string>({ max: 50_000, ttl: CACHE_TTL_MS });

  const forget = ({ sessionId, userId }: RevocationMessage) => {
    if (sessionId) cache.delete(sessionId);
    if (userId)
      for (const [id, entry] of cache.entries()) if (entry.caller.userId === userId) cache.delete(id);
  };
  const subscriber = options.redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(options.channel);
    subscriber.on('message', (_channel, raw) => {
      forget(JSON.parse(raw) as RevocationMessage);
    });
  }
  const announce = async (message: RevocationMessage) => {
    forget(message);
    await options.redis?.publish(options.channel, JSON.stringify(message));
  };

  async function read(sessionId: string) {
    const [row] = await db
      .select({ expiresAt: authSessions.expiresAt, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
          eq(users.isActive, true),
        ),
      );
    return row;
  }

  async function lookup(sessionId: string): Promise<SessionEntry | undefined> {
    const cached = cache.get(sessionId);
    if (cached) return cached;
    const row = await read(sessionId);
    if (!row) return undefined;
    const caller = { userId: row.user.id, sessionId, role: row.user.role };
    const entry = { caller, user: row.user, expiresAt: row.expiresAt.getTime() };
    cache.set(sessionId, entry);
    return entry;
  }

  /** The session a well-signed, unexpired token names; UNAUTHORIZED otherwise. */
  async function sessionOf(token: string): Promise<string> {
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      sessionId = payload.sid;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new AppError('UNAUTHORIZED');
      throw error;
    }
    // Only a UUID can name a session row; anything else would fail in the database query.
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) throw new AppError('UNAUTHORIZED');
    return sessionId;
  }

  return {
    async create(userId, meta) {
      const expiresAt = new Date(Date.now() + TOKEN_TTL_DAYS * DAY_MS);
      const [session] = await db
        .insert(authSessions)
        .values({ userId, expiresAt, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip })
        .returning({ id: authSessions.id });
      if (!session) throw new Error('session insert returned no row');
      return new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      const sessionId = verifiedTokens.get(token) ?? (await sessionOf(token));
      verifiedTokens.set(token, sessionId);
      const entry = await lookup(sessionId);
      if (!entry || entry.expiresAt <= Date.now()) throw new AppError('UNAUTHORIZED');
      return entry.caller;
    },
    isLive: async (sessionId) => (await read(sessionId)) !== undefined,
    cachedUser: (sessionId) => cache.get(sessionId)?.user,
    userChanged: (userId) => announce({ userId }),
    async revoke(sessionId) {
      await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
      await announce({ sessionId });
      await options.events.publish('session.revoked', { sessionId });
    },
    async revokeAllOfUser(userId) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      await announce({ userId });
      await options.events.publish('session.revoked', { userId });
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
