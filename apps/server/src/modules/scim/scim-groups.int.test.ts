import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { expectScimError, scim, scimSetup } from './scim.test-support.js';

const app = useTestApp();
const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function provision(token: string, userName: string) {
  const answer = await scim(app(), token, 'POST', '/Users', { schemas: [CORE_USER], userName });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

async function userRow(id: string) {
  const [row] = await app().ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('SCIM /Groups and the mapping table', () => {
  it('maps directory groups to our group and department as members join and leave (RFC 7644 §3.5.2 examples)', async () => {
    const { scimToken, adminToken } = await scimSetup(app());
    const saved = await put(app(), '/api/admin/scim/group-mappings', {
      token: adminToken,
      body: {
        items: [
          { scim_group: 'Sales Team', target: 'department', value: 'Sales' },
          { scim_group: 'Tour Guides', target: 'group', value: 'Guides' },
        ],
      },
    });
    expect(saved.statusCode, saved.text).toBe(200);
    const babs = await provision(scimToken, 'bjensen@example.com');
    const mandy = await provision(scimToken, 'mpepper@example.com');

    const created = await scim(app(), scimToken, 'POST', '/Groups', {
      schemas: [CORE_GROUP],
      displayName: 'Sales Team',
      members: [{ value: babs }],
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const groupId = created.body.id as string;
    expect(created.body).toMatchObject({ displayName: 'Sales Team', members: [{ value: babs }] });
    expect((await userRow(babs)).departments).toEqual(['Sales']);

    // RFC 7644 §3.5.2.1: add a member.
    const added = await scim(app(), scimToken, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [
        {
          op: 'add',
          path: 'members',
          value: [{ display: 'Mandy Pepper', $ref: `/scim/v2/Users/${mandy}`, value: mandy }],
        },
      ],
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    expect((await userRow(mandy)).departments).toEqual(['Sales']);

    // RFC 7644 §3.5.2.2: remove one member by a value filter (as Entra sends it, "Remove").
    const removed = await scim(app(), scimToken, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: `members[value eq "${babs}"]` }],
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body.members as unknown[]).length).toBe(1);
    expect((await userRow(babs)).departments).toEqual([]);

    // Okta renames by a value object: the new name's mapping applies.
    const renamed = await scim(app(), scimToken, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Tour Guides' } }],
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(await userRow(mandy)).toMatchObject({ departments: [], group: 'Guides' });

    const found = await scim(
      app(),
      scimToken,
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "tour guides"')}`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: groupId }] });
    expect((await scim(app(), scimToken, 'DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await userRow(mandy)).group).toBeNull();
    expectScimError(await scim(app(), scimToken, 'GET', `/Groups/${groupId}`), 404);
    const actions = (await app().ctx.db.select().from(auditLog).where(eq(auditLog.source, 'scim'))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['group_created', 'group_updated', 'group_deleted']));
  });

  it('refuses unknown members, a duplicate name and a bad PATCH path, and changes nothing', async () => {
    const { scimToken } = await scimSetup(app());
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Groups', {
        schemas: [CORE_GROUP],
        displayName: 'X',
        members: [{ value: 'nobody' }],
      }),
      400,
      'invalidValue',
    );
    expect((await scim(app(), scimToken, 'GET', '/Groups')).body.totalResults).toBe(0);
    const created = await scim(app(), scimToken, 'POST', '/Groups', {
      schemas: [CORE_GROUP],
      displayName: 'X',
    });
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Groups', { schemas: [CORE_GROUP], displayName: 'x' }),
      409,
      'uniqueness',
    );
    expectScimError(
      await scim(app(), scimToken, 'PATCH', `/Groups/${created.body.id as string}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', path: 'owner', value: 'y' }],
      }),
      400,
      'invalidPath',
    );
    expectScimError(
      await scim(app(), scimToken, 'POST', '/Groups', { schemas: [CORE_GROUP] }),
      400,
      'invalidValue',
    );
  });
});
