import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminUserPageSchema,
  adminUserSchema,
  envelopeSchema,
  type AdminUserPage,
} from '@awarequest/contracts';
import { users } from '../../db/schema.js';
import {
  createAdmin,
  createChildUser,
  createUser,
  GOOD_PASSWORD,
  loginToken,
} from '../../test/accounts.fixtures.js';
import { del } from '../../test/authoring.fixtures.js';
import { authResultOf, expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

async function adminSession() {
  const admin = await createAdmin(app());
  return { admin, token: await loginToken(app(), admin.email) };
}

async function list(token: string, query = ''): Promise<AdminUserPage> {
  const answer = await get(app(), `/api/admin/users${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(adminUserPageSchema).parse(answer.body).data;
}

/** The invitation link's id and token from the newest mail to `email`. */
function invitationOf(email: string) {
  const mail = app().ctx.mailer.outbox(email)[0];
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/complete-info\?\S+/)?.[0];
  if (!link) throw new Error(`no invitation was mailed to ${email}`);
  const url = new URL(link);
  return { id: url.searchParams.get('id')!, token: url.searchParams.get('token')! };
}

describe('GET /admin/users', () => {
  it('lists, searches by name, email or username, filters by status and pages', async () => {
    const { token } = await adminSession();
    const sara = await createUser(app(), { name: 'Sara Ahmed', email: 'sara@corp.example' });
    await createUser(app(), { name: 'Omar Ali', email: 'omar@corp.example', isActive: false });
    await createUser(app(), { name: 'Invited Person', email: 'new@corp.example', password: null });
    const kid = await createChildUser(app(), sara.id, 'little.sara', { name: 'Kid' });

    const all = await list(token);
    expect(all.total).toBe(5);
    expect(all.items.find((user) => user.id === sara.id)).toMatchObject({
      status: 'active',
      children_count: 1,
    });
    expect(all.items.find((user) => user.id === kid.id)).toMatchObject({
      parent: { id: sara.id, name: 'Sara Ahmed' },
      email: null,
      username: 'little.sara',
    });

    expect((await list(token, '?q=SARA')).items.map((user) => user.id).sort()).toEqual(
      [sara.id, kid.id].sort(),
    );
    expect((await list(token, '?q=omar%40corp')).items.map((user) => user.name)).toEqual(['Omar Ali']);
    expect((await list(token, '?q=%25')).total).toBe(0);
    expect((await list(token, '?status=inactive')).items.map((user) => user.name)).toEqual(['Omar Ali']);
    expect((await list(token, '?status=invited')).items.map((user) => user.name)).toEqual(['Invited Person']);

    const first = await list(token, '?per_page=2&page=1');
    const third = await list(token, '?per_page=2&page=3');
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    const bad = await get(app(), '/api/admin/users?per_page=500&status=gone', { token });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['per_page', 'status']);
  });

  it('is for administrators only', async () => {
    const player = await createUser(app());
    const token = await loginToken(app(), player.email);
    expectError(await get(app(), '/api/admin/users', { token }), 403, 'FORBIDDEN');
    expectError(await get(app(), '/api/admin/users'), 401, 'UNAUTHORIZED');
    expectError(
      await post(app(), '/api/admin/users', { token, body: { name: 'Aa Bb', email: 'x@y.example' } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('POST /admin/users (invite)', () => {
  it('creates the account without a password and mails a link to set it', async () => {
    const { token } = await adminSession();
    const answer = await post(app(), '/api/admin/users', {
      token,
      body: { name: 'Nour Hassan', email: 'Nour@Corp.example', account_type: 'team' },
    });
    expect(answer.statusCode, answer.text).toBe(201);
    expect(answer.body.message).toBe('Invitation sent');
    const invited = envelopeSchema(adminUserSchema).parse(answer.body).data;
    expect(invited).toMatchObject({
      email: 'nour@corp.example',
      status: 'invited',
      role: 'player',
      account_type: 'team',
    });
    expectError(
      await post(app(), '/api/login', { body: { email: 'nour@corp.example', password: GOOD_PASSWORD } }),
      401,
      'INVALID_CREDENTIALS',
    );

    const link = invitationOf('nour@corp.example');
    expect(link.id).toBe(invited.id);
    const completed = await put(app(), `/api/users/completeinfo/${link.id}`, {
      body: { password: 'Welcome1x', password_confirmation: 'Welcome1x', token: link.token },
    });
    expect(authResultOf(completed).user).toMatchObject({ id: invited.id, has_password: true });
    expect((await list(token, '?status=active')).items.map((user) => user.id)).toContain(invited.id);
    expect(
      (await post(app(), '/api/login', { body: { email: 'nour@corp.example', password: 'Welcome1x' } }))
        .statusCode,
    ).toBe(200);
    // Accepted: no second invitation.
    const again = await post(app(), `/api/admin/users/${invited.id}/invite`, { token });
    expectError(again, 403, 'ACCOUNT_ALREADY_COMPLETE');
  });

  it('checks the fields and refuses an address that has an account', async () => {
    const { token } = await adminSession();
    const bad = await post(app(), '/api/admin/users', {
      token,
      body: { name: '1', email: 'nope', role: 'king' },
    });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'name', 'role']);
    const existing = await createUser(app());
    const taken = await post(app(), '/api/admin/users', {
      token,
      body: { name: 'Some One', email: existing.email },
    });
    expectError(taken, 422, 'EMAIL_TAKEN');
    expect(taken.body.errors).toEqual({ email: ['An account with this email already exists'] });
  });

  it('mails the invitation again with a new link', async () => {
    const { token } = await adminSession();
    const answer = await post(app(), '/api/admin/users', {
      token,
      body: { name: 'Late Comer', email: 'late@corp.example' },
    });
    const id = (answer.body.data as { id: string }).id;
    const firstLink = invitationOf('late@corp.example');
    expect((await post(app(), `/api/admin/users/${id}/invite`, { token })).statusCode).toBe(200);
    const secondLink = invitationOf('late@corp.example');
    expect(app().ctx.mailer.outbox('late@corp.example')).toHaveLength(2);
    expect(secondLink.token).not.toBe(firstLink.token);
  });
});

describe('PUT /admin/users/:id/status', () => {
  it('deactivation ends every session at once; reactivation lets the person in again', async () => {
    const { token } = await adminSession();
    const user = await createUser(app());
    const userToken = await loginToken(app(), user.email);
    expect((await get(app(), '/api/users/me', { token: userToken })).statusCode).toBe(200);

    const off = await put(app(), `/api/admin/users/${user.id}/status`, { token, body: { is_active: false } });
    expect(off.statusCode, off.text).toBe(200);
    expect(off.body).toMatchObject({ message: 'Account deactivated', data: { status: 'inactive' } });
    expectError(await get(app(), '/api/users/me', { token: userToken }), 401, 'UNAUTHORIZED');
    expectError(
      await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } }),
      403,
      'ACCOUNT_DISABLED',
    );

    const on = await put(app(), `/api/admin/users/${user.id}/status`, { token, body: { is_active: true } });
    expect(on.body).toMatchObject({ message: 'Account reactivated', data: { status: 'active' } });
    expect(
      (await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it('refuses the admin’s own account; deactivates another admin; 404 and 422 for bad targets', async () => {
    const { admin, token } = await adminSession();
    expectError(
      await put(app(), `/api/admin/users/${admin.id}/status`, { token, body: { is_active: false } }),
      403,
      'OWN_ACCOUNT',
    );
    const other = await createAdmin(app());
    expect(
      (await put(app(), `/api/admin/users/${other.id}/status`, { token, body: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    const missing = await put(app(), '/api/admin/users/00000000-0000-4000-8000-000000000000/status', {
      token,
      body: { is_active: false },
    });
    expectError(missing, 404, 'NOT_FOUND');
    expectError(
      await put(app(), `/api/admin/users/${other.id}/status`, { token, body: {} }),
      422,
      'VALIDATION_FAILED',
    );
  });
});

describe('DELETE /admin/users/:id', () => {
  it('deletes an account with its children; neither can sign in', async () => {
    const { token } = await adminSession();
    const parent = await createUser(app(), { accountType: 'family' });
    const parentToken = await loginToken(app(), parent.email);
    const child = await createChildUser(app(), parent.id, 'kiddo');
    const answer = await del(app(), `/api/admin/users/${parent.id}`, token);
    expect(answer.body).toMatchObject({ status: true, message: 'Deleted' });
    expect(await app().ctx.db.select().from(users).where(eq(users.id, child.id))).toEqual([]);
    expectError(await get(app(), '/api/users/me', { token: parentToken }), 401, 'UNAUTHORIZED');
    expectError(
      await post(app(), '/api/login', { body: { username: 'kiddo', password: GOOD_PASSWORD } }),
      401,
      'INVALID_USERNAME_CREDENTIALS',
    );
    expectError(await del(app(), `/api/admin/users/${parent.id}`, token), 404, 'NOT_FOUND');
  });

  it('refuses the admin’s own account, in both languages', async () => {
    const { admin, token } = await adminSession();
    expectError(
      await del(app(), `/api/admin/users/${admin.id}`, token),
      403,
      'OWN_ACCOUNT',
      'You cannot deactivate or delete your own account here',
    );
    const arabic = await app().inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(arabic.json()).toMatchObject({
      code: 'OWN_ACCOUNT',
      message: 'لا يمكنك إيقاف حسابك أو حذفه من هنا',
    });
  });
});
