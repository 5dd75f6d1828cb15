import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { createUser, sessionRows } from '../../test/accounts.fixtures.js';
import { get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { expectScimError, scim, scimSetup } from './scim.test-support.js';

const app = useTestApp();
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** RFC 7643 §8.2's full user, trimmed of attributes this product does not keep. */
const rfcFullUser = {
  schemas: [CORE, ENTERPRISE],
  externalId: '701984',
  userName: 'bjensen@example.com',
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: 'Jensen', givenName: 'Barbara' },
  displayName: 'Babs Jensen',
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  title: 'Tour Guide',
  active: true,
  [ENTERPRISE]: { employeeNumber: '701984', department: 'Tour Operations' },
};

/** What Entra ID sends when it provisions a user (Microsoft's SCIM validator's sequence). */
const entraUser = (suffix: string) => ({
  schemas: [CORE, ENTERPRISE],
  externalId: `0a21f0f2-8d2a-4f8e-bf98-${suffix}`,
  userName: `Test_User_${suffix}@contoso.example`,
  active: true,
  emails: [{ primary: true, type: 'work', value: `Test_User_${suffix}@contoso.example` }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  [ENTERPRISE]: { department: 'Finance' },
});

async function userRow(id: string) {
  const [row] = await app().ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('SCIM /Users', () => {
  it('refuses a call without a token or with a revoked one, with an RFC 7644 error body and an audit entry', async () => {
    const { adminToken, scimToken, tokenId } = await scimSetup(app());
    expectScimError(await scim(app(), undefined, 'GET', '/Users'), 401);
    expectScimError(await scim(app(), 'scim_forged', 'GET', '/Users'), 401);
    expect((await scim(app(), scimToken, 'GET', '/Users')).statusCode).toBe(200);
    const revoked = await app().inject({
      method: 'DELETE',
      url: `/api/admin/scim/tokens/${tokenId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectScimError(await scim(app(), scimToken, 'GET', '/Users'), 401);
    const refusals = await app().ctx.db.select().from(auditLog).where(eq(auditLog.action, 'authenticate'));
    expect(refusals.map((entry) => entry.reason).sort()).toEqual([
      'invalid_token',
      'invalid_token',
      'no_token',
    ]);
  });

  it("creates RFC 7643's full user with the enterprise department, answers it in SCIM's media type and finds it by filter", async () => {
    const { scimToken } = await scimSetup(app());
    const created = await scim(app(), scimToken, 'POST', '/Users', rfcFullUser);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.contentType).toContain('application/scim+json');
    expect(created.body).toMatchObject({
      userName: 'bjensen@example.com',
      externalId: '701984',
      displayName: 'Babs Jensen',
      active: true,
      title: 'Tour Guide',
      [ENTERPRISE]: { department: 'Tour Operations' },
      meta: { resourceType: 'User', location: `/scim/v2/Users/${created.body.id as string}` },
    });
    const row = await userRow(created.body.id as string);
    expect(row).toMatchObject({
      email: 'bjensen@example.com',
      departments: ['Tour Operations'],
      passwordHash: null,
    });

    const found = await scim(
      app(),
      scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "BJensen@example.com"')}`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.Resources?.[0]?.id).toBe(created.body.id);
    expect((await scim(app(), scimToken, 'GET', `/Users/${created.body.id as string}`)).body.userName).toBe(
      'bjensen@example.com',
    );
    const audit = await app().ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user_created'));
    expect(audit).toMatchObject([{ source: 'scim', outcome: 'ok', subjectUserId: created.body.id }]);
  });

  it('follows Entra ID\'s sequence: connection test, filter then create, PATCH with "Replace" and string booleans', async () => {
    const { scimToken } = await scimSetup(app());
    const probe = await scim(
      app(),
      scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "c6f3b5f6-9b1a-4c1e-9f7e-0d1a2b3c4d5e"')}`,
    );
    expect(probe.statusCode).toBe(200);
    expect(probe.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      Resources: [],
    });

    const body = entraUser('7363c4aed4ef');
    const before = await scim(
      app(),
      scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${body.userName}"`)}`,
    );
    expect(before.body.totalResults).toBe(0);
    const created = await scim(app(), scimToken, 'POST', '/Users', body);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expectScimError(await scim(app(), scimToken, 'POST', '/Users', body), 409, 'uniqueness');

    const token = await loginTokenFor(id);
    const renamed = await scim(app(), scimToken, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updated@contoso.example' },
        { op: 'Replace', path: 'name.familyName', value: 'Updated' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Sales' },
      ],
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(await userRow(id)).toMatchObject({
      email: 'updated@contoso.example',
      departments: ['Sales'],
      isActive: true,
    });
    // The audit log says what each field was and is now (the name did not change: `formatted` wins).
    const [updated] = await app()
      .ctx.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, id), eq(auditLog.action, 'user_updated')));
    expect(updated?.details).toEqual({
      token_id: expect.any(String),
      changes: {
        email: {
          from: expect.stringMatching(/^test_user_7363c4aed4ef@contoso\.example$/i),
          to: 'updated@contoso.example',
        },
        departments: { from: ['Finance'], to: ['Sales'] },
      },
    });

    const off = await scim(app(), scimToken, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(401);
    expect((await sessionRows(app(), id)).every((session) => session.revokedAt !== null)).toBe(true);

    const on = await scim(app(), scimToken, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'active', value: 'True' }],
    });
    expect(on.body.active).toBe(true);
    const actions = (await app().ctx.db.select().from(auditLog).where(eq(auditLog.subjectUserId, id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['user_created', 'user_updated', 'user_deactivated', 'user_reactivated']),
    );
  });

  it("follows Okta's sequence: filter with startIndex and count, create, PATCH deactivate by a value object, PUT", async () => {
    const { scimToken } = await scimSetup(app());
    const filter = encodeURIComponent('userName eq "test.user@okta.example"');
    expect(
      (await scim(app(), scimToken, 'GET', `/Users?filter=${filter}&startIndex=1&count=100`)).body
        .totalResults,
    ).toBe(0);
    const created = await scim(app(), scimToken, 'POST', '/Users', {
      schemas: [CORE],
      userName: 'test.user@okta.example',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.example', type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const off = await scim(app(), scimToken, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);
    expect((await userRow(id)).isActive).toBe(false);
    const replaced = await scim(app(), scimToken, 'PUT', `/Users/${id}`, {
      schemas: [CORE],
      id,
      userName: 'test.user@okta.example',
      name: { givenName: 'Tess', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.example', type: 'work' }],
      active: true,
    });
    expect(replaced.statusCode, JSON.stringify(replaced.body)).toBe(200);
    expect(await userRow(id)).toMatchObject({ name: 'Tess User', isActive: true });
  });

  it('lists with startIndex and count, and adopts an account made before SCIM instead of failing', async () => {
    const { scimToken } = await scimSetup(app());
    const existing = await createUser(app(), { name: 'Old Hand', email: 'old.hand@corp.example' });
    for (const n of [1, 2, 3])
      expect(
        (await scim(app(), scimToken, 'POST', '/Users', { schemas: [CORE], userName: `p${n}@corp.example` }))
          .statusCode,
      ).toBe(201);
    const page = await scim(app(), scimToken, 'GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    const adopted = await scim(app(), scimToken, 'POST', '/Users', {
      schemas: [CORE],
      userName: 'Old.Hand@corp.example',
      externalId: 'dir-1',
      displayName: 'Old Hand',
    });
    expect(adopted.statusCode, JSON.stringify(adopted.body)).toBe(200);
    expect(adopted.body.id).toBe(existing.id);
  });

  it('DELETE archives: the account stays, deactivated with its history, and SCIM no longer finds it', async () => {
    const { scimToken } = await scimSetup(app());
    const created = await scim(app(), scimToken, 'POST', '/Users', rfcFullUser);
    const id = created.body.id as string;
    const token = await loginTokenFor(id);
    const gone = await scim(app(), scimToken, 'DELETE', `/Users/${id}`);
    expect(gone.statusCode).toBe(204);
    expectScimError(await scim(app(), scimToken, 'GET', `/Users/${id}`), 404);
    expect(await userRow(id)).toMatchObject({ isActive: false, email: 'bjensen@example.com' });
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(401);
  });

  it('refuses bodies of the wrong shape with 400 and scimType, changes nothing and writes the refusal', async () => {
    const { scimToken } = await scimSetup(app());
    const count = async () => (await app().ctx.db.select().from(users)).length;
    const before = await count();
    expectScimError(await scim(app(), scimToken, 'POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Users', { schemas: [CORE], userName: 5 }),
      400,
      'invalidValue',
    );
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Users', {
        schemas: [CORE],
        userName: 'a@b.example',
        active: 'maybe',
      }),
      400,
      'invalidValue',
    );
    // RFC 7644 §3.3's minimal example has no email: every account here needs one.
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Users', {
        schemas: [CORE],
        userName: 'bjensen',
        externalId: 'bjensen',
        name: { formatted: 'Ms. Barbara J Jensen III' },
      }),
      400,
      'invalidValue',
    );
    expectScimError(
      await scim(app(), scimToken, 'GET', `/Users?filter=${encodeURIComponent('userName co "a"')}`),
      400,
      'invalidFilter',
    );
    expectScimError(
      await scim(app(), scimToken, 'GET', `/Users?filter=${encodeURIComponent('userName eq')}`),
      400,
      'invalidFilter',
    );
    const created = await scim(app(), scimToken, 'POST', '/Users', rfcFullUser);
    const id = created.body.id as string;
    expectScimError(
      await scim(app(), scimToken, 'PATCH', `/Users/${id}`, {
        schemas: [PATCH],
        Operations: [{ op: 'Replace', path: 'active', value: 'Maybe' }],
      }),
      400,
    );
    expectScimError(await scim(app(), scimToken, 'PATCH', `/Users/${id}`, { Operations: [] }), 400);
    expectScimError(
      await scim(app(), scimToken, 'PUT', '/Users/00000000-0000-4000-8000-000000000000', rfcFullUser),
      404,
    );
    expect(await count()).toBe(before + 1);
    expect(await userRow(id)).toMatchObject({ isActive: true });
    const refused = await app().ctx.db.select().from(auditLog).where(eq(auditLog.outcome, 'refused'));
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused.every((entry) => entry.source === 'scim')).toBe(true);
  });

  it('answers ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const { scimToken } = await scimSetup(app());
    const config = await scim(app(), scimToken, 'GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
    });
    const types = await scim(app(), scimToken, 'GET', '/ResourceTypes');
    expect(types.body.Resources?.map((type) => type.id)).toEqual(['User', 'Group']);
    expect(types.body.Resources?.[0]).toMatchObject({ schemaExtensions: [{ schema: ENTERPRISE }] });
    const schemas = await scim(app(), scimToken, 'GET', '/Schemas');
    expect(schemas.body.Resources?.map((schema) => schema.id)).toEqual(
      expect.arrayContaining([CORE, ENTERPRISE]),
    );
    expect((await scim(app(), scimToken, 'GET', `/Schemas/${CORE}`)).body.name).toBe('User');
  });
});

async function loginTokenFor(id: string) {
  const row = await userRow(id);
  return app().ctx.sessions.create(row.id, { ip: '127.0.0.1' });
}
