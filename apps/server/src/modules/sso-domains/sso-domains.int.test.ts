import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@awarequest/contracts';
import { auditLog } from '../../db/schema.js';
import {
  createAdmin,
  createUser,
  GOOD_PASSWORD,
  loginToken,
  registrationBody,
  requestCode,
  verifyEmail,
} from '../../test/accounts.fixtures.js';
import { call, expectError, get, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const NEW_PASSWORD = 'Fresh2024x';

async function adminToken() {
  const admin = await createAdmin(app(), { email: 'admin@other.example' });
  return loginToken(app(), admin.email);
}

async function makeSsoOnly(token: string, domain = 'Corp.Example') {
  const answer = await post(app(), '/api/admin/sso-domains', { token, body: { domain } });
  expect(answer.statusCode, answer.text).toBe(201);
}

const login = (email: string, language?: string) =>
  post(app(), '/api/login', { body: { email, password: GOOD_PASSWORD }, ...(language ? { language } : {}) });

describe('SSO-only email domains', () => {
  it('lets an admin list, add (lower-cased) and remove domains; refuses others and a malformed domain', async () => {
    const token = await adminToken();
    const player = await createUser(app(), { email: 'p@other.example' });
    const playerToken = await loginToken(app(), player.email);
    expectError(
      await post(app(), '/api/admin/sso-domains', { token: playerToken, body: { domain: 'corp.example' } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await post(app(), '/api/admin/sso-domains', { token, body: { domain: 'https://corp' } }),
      422,
      'VALIDATION_FAILED',
    );
    await makeSsoOnly(token);
    const listed = await get(app(), '/api/admin/sso-domains', { token });
    expect(listed.body.data).toMatchObject({
      items: [{ domain: 'corp.example', connection_id: null, connection_label: null }],
      connections: [],
    });
    const removed = await call(app(), 'DELETE', '/api/admin/sso-domains/corp.example', { token });
    expect(removed.statusCode, removed.text).toBe(200);
    expectError(
      await call(app(), 'DELETE', '/api/admin/sso-domains/corp.example', { token }),
      404,
      'NOT_FOUND',
    );
    const actions = (await app().ctx.db.select().from(auditLog).where(eq(auditLog.source, 'admin'))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['sso_domain_saved', 'sso_domain_removed']);
  });

  it('refuses a password login for such an address in English and Arabic, and writes the refusal', async () => {
    const token = await adminToken();
    const user = await createUser(app(), { email: 'sara@corp.example' });
    expect((await login(user.email)).statusCode).toBe(200);
    await makeSsoOnly(token);
    expectError(await login(user.email), 403, 'SSO_ONLY_DOMAIN', ERRORS.SSO_ONLY_DOMAIN.en);
    expectError(await login('SARA@CORP.EXAMPLE', 'ar'), 403, 'SSO_ONLY_DOMAIN', ERRORS.SSO_ONLY_DOMAIN.ar);
    // An unknown address of the domain gets the same answer: the rule tells nothing about accounts.
    expectError(await login('nobody@corp.example'), 403, 'SSO_ONLY_DOMAIN');
    expect((await login('admin@other.example')).statusCode).toBe(200);
    const refusals = await app().ctx.db.select().from(auditLog).where(eq(auditLog.outcome, 'refused'));
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatchObject({
      source: 'password',
      action: 'password_login',
      reason: 'sso_only_domain',
      details: { domain: 'corp.example' },
    });
  });

  it('refuses sign-up: no code is mailed, and a sign-up proven before the rule is refused too', async () => {
    const token = await adminToken();
    await verifyEmail(app(), 'early@corp.example');
    await makeSsoOnly(token);
    expectError(
      await post(app(), '/api/sendEmailVerification', { body: { email: 'new@corp.example' } }),
      403,
      'SSO_ONLY_DOMAIN',
    );
    expect(app().ctx.mailer.outbox('new@corp.example')).toEqual([]);
    expectError(
      await post(app(), '/api/users', { body: registrationBody('early@corp.example') }),
      403,
      'SSO_ONLY_DOMAIN',
    );
    const actions = (await app().ctx.db.select().from(auditLog).where(eq(auditLog.outcome, 'refused'))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['sign_up', 'sign_up']);
  });

  it('refuses a password reset: no code is mailed, and a code mailed before the rule changes nothing', async () => {
    const token = await adminToken();
    const user = await createUser(app(), { email: 'omar@corp.example' });
    const code = await requestCode(app(), user.email, 'reset');
    await makeSsoOnly(token);
    expectError(
      await post(app(), '/api/forget-password', { body: { email: user.email } }),
      403,
      'SSO_ONLY_DOMAIN',
    );
    expect(app().ctx.mailer.outbox(user.email)).toHaveLength(1);
    const reset = await post(app(), '/api/reset-password', {
      body: { email: user.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expectError(reset, 403, 'SSO_ONLY_DOMAIN');
    await call(app(), 'DELETE', '/api/admin/sso-domains/corp.example', { token });
    expect((await login(user.email)).statusCode).toBe(200);
  });
});
