import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, lookups, ssoIdentities, users } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { authResultOf, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { completeSsoSignIn } from './complete-sso-sign-in.js';
import { insertSsoConnection, type NewSsoConnectionRow } from './sso-connections.repository.js';
import type { SsoIdentity } from './sso-identity.js';

const app = useTestApp();
const meta = { ip: '203.0.113.9' };

const connection = (values: Partial<NewSsoConnectionRow> = {}) =>
  insertSsoConnection(app().ctx.db, {
    protocol: 'oidc',
    label: 'Acme',
    config: { issuer: 'https://idp.example', clientId: 'aq' },
    allowedDomains: ['acme.com'],
    ...values,
  });

const identity = (connectionId: string, values: Partial<SsoIdentity> = {}): SsoIdentity => ({
  connectionId,
  protocol: 'oidc',
  subject: 'sub-1',
  email: 'mona@acme.com',
  emailVerified: true,
  attributes: { name: 'Mona Ali', department: 'Treasury Desk', job_title: 'Quant Analyst', country: 'EG' },
  ...values,
});

const auditRows = () => app().ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
const tokenOf = (address: string) => new URL(address, 'http://x').searchParams.get('token') ?? '';
const exchange = async (address: string) =>
  authResultOf(await post(app(), '/api/sso/login', { body: { state: tokenOf(address) } }));

describe('completeSsoSignIn', () => {
  it('creates an account on the first sign-in, with the mapped fields and no password', async () => {
    const { id } = await connection();
    const address = await completeSsoSignIn(app().ctx, identity(id), '/categories/quiz?id=3', meta);
    expect(address).toMatch(/^\/categories\/quiz\?id=3&token=[\w-]{40,}$/);
    const { user } = await exchange(address);
    expect(user).toMatchObject({
      name: 'Mona Ali',
      email: 'mona@acme.com',
      departments: ['Treasury Desk'],
      positions: ['Quant Analyst'],
      countries: ['EG'],
      has_password: false,
    });
    expect(user.email_verified_at).not.toBeNull();
    const added = await app()
      .ctx.db.select()
      .from(lookups)
      .where(inArray(lookups.value, ['Treasury Desk', 'Quant Analyst']));
    expect(added.map((row) => [row.kind, row.value]).sort()).toEqual([
      ['department', 'Treasury Desk'],
      ['position', 'Quant Analyst'],
    ]);
    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.outcome])).toEqual([
      ['lookup_added', 'ok'],
      ['lookup_added', 'ok'],
      ['provision_create', 'ok'],
      ['sign_in', 'ok'],
    ]);
    expect(
      audit.every((row) => row.connectionId === id && row.subjectUserId === user.id && row.ip === meta.ip),
    ).toBe(true);
  });

  it('updates the mapped fields on a later sign-in and says what each was and is now', async () => {
    const { id } = await connection();
    await completeSsoSignIn(app().ctx, identity(id), undefined, meta);
    const later = identity(id, {
      attributes: { name: 'Mona Ali', department: 'Legal', job_title: 'Quant Analyst' },
    });
    const address = await completeSsoSignIn(app().ctx, later, undefined, meta);
    expect(address).toMatch(/^\/\?token=/);
    const { user } = await exchange(address);
    expect(user).toMatchObject({ departments: ['Legal'], positions: ['Quant Analyst'], countries: ['EG'] });
    const update = (await auditRows()).find((row) => row.action === 'provision_update');
    expect(update?.details).toEqual({ changes: { departments: { from: ['Treasury Desk'], to: ['Legal'] } } });
  });

  it('links an existing account by a verified email of an allowed domain', async () => {
    const { id } = await connection();
    const existing = await createUser(app(), { email: 'mona@acme.com', name: 'Mona' });
    const { user } = await exchange(await completeSsoSignIn(app().ctx, identity(id), undefined, meta));
    expect(user.id).toBe(existing.id);
    expect(user.has_password).toBe(true);
    const links = await app().ctx.db.select().from(ssoIdentities);
    expect(links).toMatchObject([{ connectionId: id, subject: 'sub-1', userId: existing.id }]);
    expect((await auditRows()).map((row) => row.action)).toContain('link');
  });

  it.each([
    ['an unverified email', { emailVerified: false }, ['acme.com'], 'link_email_unverified'],
    ['a domain the connection does not allow', {}, ['other.org'], 'link_domain_not_allowed'],
    ['a connection with no allowed domain', {}, [], 'link_domain_not_allowed'],
  ] as const)('refuses to link with %s, and changes nothing', async (_, given, allowedDomains, reason) => {
    const { id } = await connection({ allowedDomains: [...allowedDomains] });
    const existing = await createUser(app(), { email: 'mona@acme.com', name: 'Mona' });
    const address = await completeSsoSignIn(app().ctx, identity(id, given), '/x', meta);
    expect(address).toBe(`/auth/sso-error?reason=${reason}`);
    expect(await app().ctx.db.select().from(ssoIdentities)).toEqual([]);
    const [row] = await app().ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ name: 'Mona', departments: [] });
    expect(await auditRows()).toMatchObject([
      { action: 'sign_in', outcome: 'refused', reason, subjectUserId: existing.id, connectionId: id },
    ]);
  });

  it('refuses an unknown or disabled connection and a missing email', async () => {
    const unknown = await completeSsoSignIn(
      app().ctx,
      identity('0f0f0f0f-0000-4000-8000-000000000000'),
      '/',
      meta,
    );
    expect(unknown).toBe('/auth/sso-error?reason=unknown_connection');
    const disabled = await connection({ enabled: false });
    expect(await completeSsoSignIn(app().ctx, identity(disabled.id), '/', meta)).toBe(
      '/auth/sso-error?reason=connection_disabled',
    );
    const { id } = await connection();
    expect(await completeSsoSignIn(app().ctx, identity(id, { email: undefined }), '/', meta)).toBe(
      '/auth/sso-error?reason=email_missing',
    );
    expect((await auditRows()).map((row) => row.reason)).toEqual([
      'unknown_connection',
      'connection_disabled',
      'email_missing',
    ]);
    expect(await app().ctx.db.select().from(users)).toEqual([]);
  });

  it('admits new people of the allowed domains only, when domains are set', async () => {
    const { id } = await connection();
    const address = await completeSsoSignIn(app().ctx, identity(id, { email: 'x@gmail.com' }), '/', meta);
    expect(address).toBe('/auth/sso-error?reason=domain_not_allowed');
    expect(await app().ctx.db.select().from(users)).toEqual([]);
  });

  it('refuses a value missing from the lookups under the refuse policy, adding nothing', async () => {
    const { id } = await connection({ unknownLookupValues: 'refuse' });
    const before = await app().ctx.db.select().from(lookups);
    const address = await completeSsoSignIn(app().ctx, identity(id), '/', meta);
    expect(address).toBe('/auth/sso-error?reason=unknown_lookup_value');
    expect(await app().ctx.db.select().from(lookups)).toEqual(before);
    expect(await app().ctx.db.select().from(users)).toEqual([]);
    expect((await auditRows())[0]?.details).toEqual({ field: 'department', value: 'Treasury Desk' });
  });

  it('takes a known value under the refuse policy, matched without regard to case', async () => {
    const { id } = await connection({ unknownLookupValues: 'refuse' });
    const [known] = await app().ctx.db.select().from(lookups).where(eq(lookups.kind, 'department'));
    const given = identity(id, { attributes: { department: known!.value.toUpperCase(), country: 'Egypt' } });
    const { user } = await exchange(await completeSsoSignIn(app().ctx, given, '/', meta));
    expect(user).toMatchObject({ name: 'mona', departments: [known!.value], countries: ['EG'] });
  });

  it('refuses a disabled account', async () => {
    const { id } = await connection();
    await createUser(app(), { email: 'mona@acme.com', isActive: false });
    expect(await completeSsoSignIn(app().ctx, identity(id), '/', meta)).toBe(
      '/auth/sso-error?reason=account_disabled',
    );
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example'])(
    'never redirects off the site (%s)',
    async (returnTo) => {
      const { id } = await connection();
      expect(await completeSsoSignIn(app().ctx, identity(id), returnTo, meta)).toMatch(/^\/\?token=/);
    },
  );
});
