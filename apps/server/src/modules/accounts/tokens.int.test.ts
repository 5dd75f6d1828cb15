import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { TEST_JWT_SECRET, useTestApp, withExtraApp } from '../../test/test-app.js';

const UNAUTHORIZED = 'Unauthorized access. Your session has expired. Please login again.';
const app = useTestApp();

const me = (token?: string, headers?: Record<string, string>) =>
  get(app(), '/api/users/me', { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
async function expectUnauthorized(answer: ReturnType<typeof me>) {
  expectError(await answer, 401, 'UNAUTHORIZED', UNAUTHORIZED);
}

/** A JWT like the server's, for session `sid`, signed with `secret`, expiring at `exp` (seconds). */
function signToken(claims: { sid: unknown; sub: string }, exp: number, secret = TEST_JWT_SECRET) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** A user with a live session, and that session's id read from the token. */
async function liveSession() {
  const user = await createUser(app());
  const token = await loginToken(app(), user.email);
  const sid = decodeJwt(token).sid;
  return { user, token, sid };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the Bearer token', () => {
  it('is a 7-day HS256 JWT naming the session and the user', async () => {
    const { user, token, sid } = await liveSession();
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(user.id);
    expect(typeof sid).toBe('string');
    expect((claims.exp! - claims.iat!) / 86_400).toBeCloseTo(7, 3);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers 401 when missing, garbage or not a Bearer token', async () => {
    const { token } = await liveSession();
    await expectUnauthorized(me());
    await expectUnauthorized(me('garbage'));
    await expectUnauthorized(me('not.a.jwt'));
    await expectUnauthorized(me(undefined, { authorization: `Basic ${token}` }));
    await expectUnauthorized(me(undefined, { authorization: 'Bearer' }));
  });

  it('answers 401 once revoked', async () => {
    const { token } = await liveSession();
    expect((await post(app(), '/api/logout', { token })).statusCode).toBe(200);
    await expectUnauthorized(me(token));
  });

  it('answers 401 when its session row has expired', async () => {
    const { user, token } = await liveSession();
    await app()
      .ctx.db.update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    await expectUnauthorized(me(token));
  });

  it('answers 401 when the JWT itself has expired, though its session lives', async () => {
    const { user, sid } = await liveSession();
    expect((await me(await signToken({ sid, sub: user.id }, inAnHour()))).statusCode).toBe(200);
    const expired = await signToken({ sid, sub: user.id }, Math.floor(Date.now() / 1000) - 60);
    await expectUnauthorized(me(expired));
  });

  it('answers 401 when signed with another secret', async () => {
    const { user, sid } = await liveSession();
    const forged = await signToken(
      { sid, sub: user.id },
      inAnHour(),
      'another-secret-of-at-least-32-characters!!',
    );
    await expectUnauthorized(me(forged));
  });

  it('answers 401 for an unsigned token', async () => {
    const { user, sid } = await liveSession();
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sid, sub: user.id, exp: inAnHour() })}.`;
    await expectUnauthorized(me(unsigned));
  });

  it('answers 401 for a well-signed token naming no session', async () => {
    const { user } = await liveSession();
    await expectUnauthorized(me(await signToken({ sid: randomUUID(), sub: user.id }, inAnHour())));
    await expectUnauthorized(me(await signToken({ sid: 'not-a-session-id', sub: user.id }, inAnHour())));
    await expectUnauthorized(me(await signToken({ sid: 42, sub: user.id }, inAnHour())));
  });

  it('answers 401 once the account is deactivated', async () => {
    const { user, token } = await liveSession();
    await app().ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expectUnauthorized(me(token));
  });

  it.runIf(process.env.TEST_REDIS_URL)('is revoked on every instance at once through Redis', async () => {
    const prefix = app().ctx.config.redisKeyPrefix;
    await withExtraApp(app(), { env: { REDIS_KEY_PREFIX: prefix } }, async (other) => {
      const { token } = await liveSession();
      // The other instance checks the token once, and so trusts it from its cache.
      expect((await get(other, '/api/users/me', { token })).statusCode).toBe(200);
      expect((await post(app(), '/api/logout', { token })).statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect((await get(other, '/api/users/me', { token })).statusCode).toBe(401);
      });
    });
  });
});
