import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.js';
import { createUser, GOOD_PASSWORD } from '../../test/accounts.fixtures.js';
import { authResultOf, expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { issueOneTimeToken } from './one-time-tokens.service.js';
import { findUserById } from './users.repository.js';

const NEW_PASSWORD = 'Welcome1x';
const FORBIDDEN = "You don't have permission to perform this action";
const app = useTestApp();

const invite = (userId: string, purpose: 'invite' | 'sso' = 'invite') =>
  issueOneTimeToken(app().ctx.db, app().ctx.secret, purpose, userId);
const complete = (id: string, extra: { token?: string; bearer?: string; language?: string } = {}) =>
  put(app(), `/api/users/completeinfo/${id}`, {
    body: {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...(extra.token ? { token: extra.token } : {}),
    },
    ...(extra.bearer ? { token: extra.bearer } : {}),
    ...(extra.language ? { language: extra.language } : {}),
  });
const invitedUser = () => createUser(app(), { password: null, emailVerifiedAt: null });

describe('PUT /users/completeinfo/{id}', () => {
  it('sets the first password with the invitation token and signs the person in', async () => {
    const user = await invitedUser();
    const answer = await complete(user.id, { token: await invite(user.id) });
    const result = authResultOf(answer);
    expect(answer.body.message).toBe('Your password has been set');
    expect(result.user).toMatchObject({ id: user.id, has_password: true });
    expect(result.user.email_verified_at).not.toBeNull();
    expect((await get(app(), '/api/users/me', { token: result.token })).statusCode).toBe(200);
    const login = await post(app(), '/api/login', { body: { email: user.email, password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 403 without a token, and sets nothing', async () => {
    const user = await invitedUser();
    expectError(await complete(user.id), 403, 'FORBIDDEN', FORBIDDEN);
    expectError(await complete(user.id, { token: 'not-a-real-invitation' }), 403, 'FORBIDDEN');
    expectError(
      await complete(user.id, { language: 'ar' }),
      403,
      'FORBIDDEN',
      'ليس لديك صلاحية لتنفيذ هذا الإجراء',
    );
    expect((await findUserById(app().ctx.db, user.id))?.passwordHash).toBeNull();
  });

  it('answers 403 ACCOUNT_ALREADY_COMPLETE for an account that has a password', async () => {
    const user = await createUser(app());
    expectError(
      await complete(user.id, { token: await invite(user.id) }),
      403,
      'ACCOUNT_ALREADY_COMPLETE',
      'This account already has a password. Please login instead.',
    );
    const login = await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('uses the invitation token once', async () => {
    const user = await invitedUser();
    const token = await invite(user.id);
    expect((await complete(user.id, { token })).statusCode).toBe(200);
    const [row] = await app().ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(row?.usedAt).not.toBeNull();

    // Even if the account had no password again, the used token would not open it.
    await app().ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expectError(await complete(user.id, { token }), 403, 'FORBIDDEN');
  });

  it('refuses an expired invitation, an SSO token and the invitation of another account', async () => {
    const user = await invitedUser();
    const expired = await invite(user.id);
    await app()
      .ctx.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expectError(await complete(user.id, { token: expired }), 403, 'FORBIDDEN');
    expectError(await complete(user.id, { token: await invite(user.id, 'sso') }), 403, 'FORBIDDEN');
    const other = await invitedUser();
    expectError(await complete(user.id, { token: await invite(other.id) }), 403, 'FORBIDDEN');
    expect((await findUserById(app().ctx.db, user.id))?.passwordHash).toBeNull();
  });

  it("lets the account's own session set the first password without an invitation", async () => {
    const user = await invitedUser();
    const sso = await post(app(), '/api/sso/login', { body: { state: await invite(user.id, 'sso') } });
    const { token } = authResultOf(sso);
    expect((await complete(user.id, { bearer: token })).statusCode).toBe(200);

    const stranger = await invitedUser();
    expectError(await complete(stranger.id, { bearer: token }), 403, 'FORBIDDEN');
  });

  it('answers 404 for an account that does not exist', async () => {
    expectError(
      await complete(randomUUID(), { token: 'whatever' }),
      404,
      'NOT_FOUND',
      'The requested resource was not found',
    );
  });

  it('checks the password rule and the confirmation', async () => {
    const user = await invitedUser();
    const answer = await put(app(), `/api/users/completeinfo/${user.id}`, {
      body: { password: 'Welcome1x', password_confirmation: 'Welcome2x', token: await invite(user.id) },
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });
});
