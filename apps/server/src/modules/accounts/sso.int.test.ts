import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { authResultOf, expectError, get, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { issueOneTimeToken } from './one-time-tokens.service.js';

const INVALID_SSO = 'This sign-in link is no longer valid. Please sign in again.';
const app = useTestApp();

const issue = (userId: string, purpose: 'sso' | 'invite' = 'sso') =>
  issueOneTimeToken(app().ctx.db, app().ctx.secret, purpose, userId);
const ssoLogin = (state: string, language?: string) =>
  post(app(), '/api/sso/login', { body: { state }, ...(language ? { language } : {}) });

describe('POST /sso/login', () => {
  it('exchanges the state token for data.user and data.token', async () => {
    const user = await createUser(app(), { password: null });
    const answer = await ssoLogin(await issue(user.id));
    const result = authResultOf(answer);
    expect(answer.body).toMatchObject({ status: true, message: 'successfully logged in' });
    expect(result.user).toMatchObject({ id: user.id, has_password: false });
    const me = await get(app(), '/api/users/me', { token: result.token });
    expect(me.body.data).toMatchObject({ id: user.id });
  });

  it('answers 401 INVALID_SSO_TOKEN on the second use', async () => {
    const user = await createUser(app());
    const state = await issue(user.id);
    expect((await ssoLogin(state)).statusCode).toBe(200);
    expectError(await ssoLogin(state), 401, 'INVALID_SSO_TOKEN', INVALID_SSO);
    expectError(
      await ssoLogin(state, 'ar'),
      401,
      'INVALID_SSO_TOKEN',
      'رابط تسجيل الدخول هذا لم يعد صالحًا. يرجى تسجيل الدخول مرة أخرى.',
    );
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(app());
    const state = await issue(user.id);
    await app()
      .ctx.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    expectError(await ssoLogin(state), 401, 'INVALID_SSO_TOKEN', INVALID_SSO);
  });

  it('answers 401 for an unknown token and for an invitation token', async () => {
    const user = await createUser(app(), { password: null });
    expectError(await ssoLogin('made-up-token'), 401, 'INVALID_SSO_TOKEN', INVALID_SSO);
    expectError(await ssoLogin(await issue(user.id, 'invite')), 401, 'INVALID_SSO_TOKEN', INVALID_SSO);
  });

  it('answers 403 for a deactivated account', async () => {
    const user = await createUser(app(), { isActive: false });
    expectError(await ssoLogin(await issue(user.id)), 403, 'ACCOUNT_DISABLED');
  });

  it('answers 422 without a state', async () => {
    const answer = await post(app(), '/api/sso/login', { body: {} });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({ state: ['Sign-in token is required'] });
  });
});
