import { describe, expect, it } from 'vitest';
import { envelopeSchema, eventChildrenSchema, myEventsSchema, type EventChild } from '@awarequest/contracts';
import { createChildUser, createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { del } from '../../test/authoring.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { authResultOf, expectError, get, post, put, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { insertEventCategory, insertEventRow } from './events.test-support.js';

const app = useTestApp();
let serial = 0;

const childrenOf = (answer: Answer): EventChild[] => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(eventChildrenSchema).parse(answer.body).data;
};

async function eventIdsOf(token: string): Promise<string[]> {
  const answer = await get(app(), '/api/events', { token });
  expect(answer.statusCode, answer.text).toBe(200);
  const mine = envelopeSchema(myEventsSchema).parse(answer.body).data;
  return [...mine.assigned, ...mine.upcoming, ...mine.running, ...mine.past].map((card) => card.id);
}

/** A family parent with one child account that signs in with its username, and a running campaign for everyone. */
async function family(values: Parameters<typeof createUser>[1] = {}) {
  const parent = await createUser(app(), { accountType: 'family', ...values });
  const username = `kid_enrol_${process.pid}_${serial++}`;
  const child = await createChildUser(app(), parent.id, username, { name: 'Lina Ahmed' });
  const childLogin = authResultOf(
    await post(app(), '/api/login', { body: { username, password: GOOD_PASSWORD } }),
  );
  return { parent, child, parentToken: await loginToken(app(), parent.email), childToken: childLogin.token };
}

async function campaign(values: Partial<Parameters<typeof insertEventRow>[1]> = {}) {
  const category = await insertEventCategory(app());
  const { game } = await createGame(app());
  return insertEventRow(app(), { categoryId: category.id, ...values }, [game.id]);
}

const url = (eventId: string, childId?: string) =>
  childId ? `/api/events/${eventId}/children/${childId}` : `/api/events/${eventId}/children`;

describe('a parent enrols their child accounts in an event', () => {
  it('puts the child in the event, once, and takes it out again', async () => {
    const { child, parentToken, childToken } = await family();
    const event = await campaign();

    expect(childrenOf(await get(app(), url(event.id), { token: parentToken }))).toEqual([
      {
        id: child.id,
        name: 'Lina Ahmed',
        nickname: child.nickname,
        avatar: child.avatar ?? '',
        enrolled: false,
      },
    ]);
    expect(await eventIdsOf(childToken)).not.toContain(event.id);
    expectError(await get(app(), `/api/events/${event.id}`, { token: childToken }), 404, 'EVENT_NOT_FOUND');

    const enrolled = childrenOf(await put(app(), url(event.id, child.id), { token: parentToken }));
    expect(enrolled.map((entry) => entry.enrolled)).toEqual([true]);
    expect(await eventIdsOf(childToken)).toContain(event.id);
    expect((await get(app(), `/api/events/${event.id}`, { token: childToken })).statusCode).toBe(200);

    // A second PUT changes nothing.
    expect(childrenOf(await put(app(), url(event.id, child.id), { token: parentToken }))).toEqual(enrolled);
    expect(childrenOf(await get(app(), url(event.id), { token: parentToken }))).toEqual(enrolled);

    const withdrawn = childrenOf(await del(app(), url(event.id, child.id), parentToken));
    expect(withdrawn.map((entry) => entry.enrolled)).toEqual([false]);
    expect(await eventIdsOf(childToken)).not.toContain(event.id);
    expectError(await get(app(), `/api/events/${event.id}`, { token: childToken }), 404, 'EVENT_NOT_FOUND');
  });

  it('forbids another parent, and lists only the caller’s own children', async () => {
    const owner = await family();
    const other = await family();
    const event = await campaign();

    expectError(
      await put(app(), url(event.id, owner.child.id), { token: other.parentToken }),
      403,
      'FORBIDDEN',
    );
    expectError(await del(app(), url(event.id, owner.child.id), other.parentToken), 403, 'FORBIDDEN');
    expect(await eventIdsOf(owner.childToken)).not.toContain(event.id);
    expect(
      childrenOf(await get(app(), url(event.id), { token: other.parentToken })).map((c) => c.id),
    ).toEqual([other.child.id]);
  });

  it('answers EVENT_NOT_FOUND for an event the parent cannot see, a draft, a cancelled or an archived one', async () => {
    const { child, parentToken, childToken } = await family({ departments: ['Sales'] });
    const emptyAudience = {
      everyone: false,
      companies: [],
      departments: ['Finance'],
      groups: [],
      positions: [],
      countries: [],
      user_ids: [],
    };
    const hidden = [
      await campaign({ audience: emptyAudience }),
      await campaign({ status: 'draft', publishedAt: null }),
      await campaign({ status: 'cancelled' }),
      await campaign({ archivedAt: new Date() }),
    ];
    for (const event of hidden) {
      expectError(await put(app(), url(event.id, child.id), { token: parentToken }), 404, 'EVENT_NOT_FOUND');
      expectError(await del(app(), url(event.id, child.id), parentToken), 404, 'EVENT_NOT_FOUND');
      expectError(await get(app(), url(event.id), { token: parentToken }), 404, 'EVENT_NOT_FOUND');
      expect(await eventIdsOf(childToken)).not.toContain(event.id);
    }
  });

  it('closes enrolment once the event has ended', async () => {
    const { child, parentToken, childToken } = await family();
    const event = await campaign({ status: 'ended' });
    expectError(
      await put(app(), url(event.id, child.id), { token: parentToken }),
      409,
      'EVENT_REGISTRATION_CLOSED',
    );
    expect(await eventIdsOf(childToken)).not.toContain(event.id);
    expect(childrenOf(await get(app(), url(event.id), { token: parentToken }))[0]?.enrolled).toBe(false);
  });
});
