import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, INVITATION_USERS_MAX, invitedSchema, inviteeSchema } from '@awarequest/contracts';
import { count } from 'drizzle-orm';
import type { App } from '../../app.js';
import { notifications } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limiter.js';
import { createChildUser, createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get, post, type Answer } from '../../test/http.js';
import { createSession, useLiveApp } from '../live/live.test-support.js';

const { live } = useLiveApp();

const notificationCount = async (app: App) => {
  const [row] = await app.ctx.db.select({ total: count() }).from(notifications);
  return row?.total ?? 0;
};

const inviteesOf = (answer: Answer) => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(z.array(inviteeSchema)).parse(answer.body).data;
};
const invitedOf = (answer: Answer) => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(invitedSchema).parse(answer.body).data.invited;
};

/** A player host (not an admin) with these organisation units, and a session they host. */
async function hostWith(values: Parameters<typeof createUser>[1]) {
  const { app } = live();
  const host = await createUser(app, { name: 'Host Player', ...values });
  const session = await createSession(app, { hostToken: await loginToken(app, host.email) });
  const search = (query: string) =>
    get(app, `/api/live/sessions/${session.pin}/invitees?q=${encodeURIComponent(query)}`, {
      token: session.token,
    });
  const invite = (userIds: string[]) =>
    post(app, `/api/live/sessions/${session.pin}/invitations`, {
      token: session.token,
      body: { user_ids: userIds },
    });
  return { app, host, session, search, invite };
}

describe('who a host may find and invite', () => {
  it('a player host finds only people of their company, group or department, and their children, by name only', async () => {
    const { app, host, search, invite } = await hostWith({ company: 'Acme', departments: ['IT'] });
    const colleague = await createUser(app, { name: 'Alex Acme', company: 'Acme' });
    const sameDepartment = await createUser(app, {
      name: 'Alex Dept',
      company: 'Other',
      departments: ['HR', 'IT'],
    });
    const child = await createChildUser(app, host.id, 'alexkid', { name: 'Alex Kid' });
    const stranger = await createUser(app, {
      name: 'Alex Stranger',
      company: 'Globex',
      email: 'alex@globex.example',
    });

    const found = inviteesOf(await search('alex'));
    expect(found).toEqual([
      { id: colleague.id, name: 'Alex Acme', email: null },
      { id: sameDepartment.id, name: 'Alex Dept', email: null },
      { id: child.id, name: 'Alex Kid', email: null },
    ]);
    // An email outside the answer cannot be searched for either.
    expect(inviteesOf(await search('globex'))).toEqual([]);
    expect(inviteesOf(await search(colleague.email.slice(0, 8)))).toEqual([]);

    // Someone the host cannot see is not invited, even by id.
    expect(invitedOf(await invite([stranger.id, colleague.id]))).toBe(1);
  });

  it('a plain player host with no organisation unit finds nobody else', async () => {
    const { app, search, invite } = await hostWith({});
    const someone = await createUser(app, { name: 'Bea Someone' });
    await createUser(app, { name: 'Bea Acme', company: 'Acme' });
    expect(inviteesOf(await search('bea'))).toEqual([]);
    expect(invitedOf(await invite([someone.id]))).toBe(0);
  });

  it('a child account cannot search people nor invite them', async () => {
    const { app } = live();
    const parent = await createUser(app, { company: 'Acme' });
    await createChildUser(app, parent.id, 'kidhost');
    const colleague = await createUser(app, { name: 'Cara Acme', company: 'Acme' });
    const login = await post(app, '/api/login', { body: { username: 'kidhost', password: GOOD_PASSWORD } });
    const childToken = (login.body.data as { token: string }).token;
    const session = await createSession(app, { hostToken: childToken });
    expectError(
      await get(app, `/api/live/sessions/${session.pin}/invitees?q=cara`, { token: childToken }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await post(app, `/api/live/sessions/${session.pin}/invitations`, {
        token: childToken,
        body: { user_ids: [colleague.id] },
      }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('throttling people search and invitations', () => {
  it(`allows ${LIMITS.inviteeSearchesPerAccount.points} searches per account in 10 minutes, then 429 in the request's language`, async () => {
    const { app, search, session } = await hostWith({ company: 'Acme' });
    for (let index = 0; index < LIMITS.inviteeSearchesPerAccount.points; index++) {
      expect((await search(`q${index}`)).statusCode).toBe(200);
    }
    expectError(
      await search('again'),
      429,
      'RATE_LIMITED',
      'Too many attempts. Please try again in 10 minute(s).',
    );
    expectError(
      await get(app, `/api/live/sessions/${session.pin}/invitees?q=again`, {
        token: session.token,
        language: 'ar',
      }),
      429,
      'RATE_LIMITED',
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ١٠ دقيقة.',
    );
  });

  it(`caps one invitation at ${INVITATION_USERS_MAX} people and a flood of invitations per host`, async () => {
    const { app, invite } = await hostWith({ company: 'Acme' });
    const colleagues = await Promise.all(
      Array.from({ length: INVITATION_USERS_MAX + 1 }, (_, index) =>
        createUser(app, { name: `Colleague ${index}`, company: 'Acme' }),
      ),
    );
    const ids = colleagues.map((colleague) => colleague.id);
    expectError(await invite(ids), 422, 'VALIDATION_FAILED');

    const { points } = LIMITS.invitationRequestsPerHost;
    for (let index = 0; index < points; index++)
      expect((await invite([ids[index % ids.length]!])).statusCode).toBe(200);
    expectError(await invite([ids[0]!]), 429, 'RATE_LIMITED');
    expect(await notificationCount(app)).toBe(points);
  });

  it(`lets one host invite at most ${LIMITS.invitationRecipientsPerHost.points} people an hour`, async () => {
    const { app, invite } = await hostWith({ company: 'Acme' });
    const colleagues = await Promise.all(
      Array.from({ length: INVITATION_USERS_MAX }, (_, index) =>
        createUser(app, { name: `Colleague ${index}`, company: 'Acme' }),
      ),
    );
    const ids = colleagues.map((colleague) => colleague.id);
    const requests = LIMITS.invitationRecipientsPerHost.points / INVITATION_USERS_MAX;
    for (let index = 0; index < requests; index++) expect(invitedOf(await invite(ids))).toBe(ids.length);
    expectError(await invite([ids[0]!]), 429, 'RATE_LIMITED');
    expect(await notificationCount(app)).toBe(LIMITS.invitationRecipientsPerHost.points);
  });
});
