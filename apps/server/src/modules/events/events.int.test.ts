import { describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  eventCategoryListItemSchema,
  eventDetailsSchema,
  myEventsSchema,
  type EventDetails,
  type MyEvents,
} from '@awarequest/contracts';
import { z } from 'zod';
import { eventRegistrations } from '../../db/schema.js';
import { createAdmin, createChildUser, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { inHours, insertEventCategory, insertEventRow } from './events.test-support.js';

const app = useTestApp();

const audience = (values: Record<string, unknown>) => ({
  everyone: false,
  companies: [],
  departments: [],
  groups: [],
  positions: [],
  countries: [],
  user_ids: [],
  ...values,
});

async function myEvents(token: string, query = ''): Promise<MyEvents> {
  const answer = await get(app(), `/api/events${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(myEventsSchema).parse(answer.body).data;
}

async function details(token: string, id: string): Promise<EventDetails> {
  const answer = await get(app(), `/api/events/${id}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(eventDetailsSchema).parse(answer.body).data;
}

const idsOf = (events: MyEvents) => ({
  assigned: events.assigned.map((event) => event.id),
  upcoming: events.upcoming.map((event) => event.id),
  running: events.running.map((event) => event.id),
  past: events.past.map((event) => event.id),
});

async function personIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app(), values);
  return { user, token: await loginToken(app(), user.email) };
}

describe('GET /events: the caller’s events in sections', () => {
  it('sorts assigned by due date, upcoming by start, running, and past newest first; hides drafts, cancelled and archived', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const { token } = await personIn();
    const at = (values: Parameters<typeof insertEventRow>[1]) => insertEventRow(app(), values, [game.id]);
    const dueLater = await at({ categoryId: category.id, dueAt: inHours(24 * 9) });
    const dueSooner = await at({ categoryId: category.id, dueAt: inHours(24 * 2) });
    const upcomingLater = await at({ categoryId: category.id, status: 'scheduled', startsAt: inHours(48) });
    const upcomingSooner = await at({ categoryId: category.id, status: 'scheduled', startsAt: inHours(3) });
    const challenge = await at({ categoryId: category.id, eventType: 'challenge' });
    const pastOld = await at({
      categoryId: category.id,
      status: 'ended',
      startsAt: inHours(-500),
      dueAt: inHours(-300),
    });
    const pastNew = await at({
      categoryId: category.id,
      status: 'ended',
      startsAt: inHours(-100),
      dueAt: inHours(-10),
    });
    await at({ categoryId: category.id, status: 'draft' });
    await at({ categoryId: category.id, status: 'cancelled' });
    await at({ categoryId: category.id, archivedAt: new Date() });
    const events = await myEvents(token);
    expect(idsOf(events)).toEqual({
      assigned: [dueSooner.id, dueLater.id],
      upcoming: [upcomingSooner.id, upcomingLater.id],
      running: [challenge.id],
      past: [pastNew.id, pastOld.id],
    });
    expect(events.assigned[0]).toMatchObject({
      category: { id: category.id, color: '#16787F' },
      games_count: 1,
      my: { state: 'not_started', progress: 0, completed_games: 0, total_games: 1, registered: false },
    });
    const other = await insertEventCategory(app(), 1);
    const elsewhere = await at({ categoryId: other.id });
    expect(idsOf(await myEvents(token, `?category_id=${other.id}`)).assigned).toEqual([elsewhere.id]);
  });
});

describe('audiences', () => {
  it('holds everyone, each list, a union and named users; inactive accounts are out', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const finance = await personIn({ departments: ['Finance'], company: 'Acme' });
    const sales = await personIn({
      departments: ['Sales'],
      countries: ['SA'],
      group: 'Blue',
      positions: ['Analyst'],
    });
    const named = await personIn();
    const gone = await createUser(app(), { departments: ['Finance'], isActive: false });
    const campaign = (rule: Record<string, unknown>) =>
      insertEventRow(app(), { categoryId: category.id, audience: audience(rule) }, [game.id]);
    const everyone = await campaign({ everyone: true });
    const byDepartment = await campaign({ departments: ['Finance'] });
    const byCompany = await campaign({ companies: ['Acme'] });
    const byGroup = await campaign({ groups: ['Blue'] });
    const byPosition = await campaign({ positions: ['Analyst'] });
    const byCountry = await campaign({ countries: ['SA'] });
    const union = await campaign({ departments: ['Finance'], countries: ['SA'] });
    const byName = await campaign({ user_ids: [named.user.id, gone.id] });
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted((await myEvents(finance.token)).assigned.map((event) => event.id))).toEqual(
      sorted([everyone.id, byDepartment.id, byCompany.id, union.id]),
    );
    expect(sorted((await myEvents(sales.token)).assigned.map((event) => event.id))).toEqual(
      sorted([everyone.id, byGroup.id, byPosition.id, byCountry.id, union.id]),
    );
    expect(sorted((await myEvents(named.token)).assigned.map((event) => event.id))).toEqual(
      sorted([everyone.id, byName.id]),
    );
    expect((await details(named.token, byName.id)).my).not.toBeNull();
  });

  it('takes in a person who signs up after publishing', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const event = await insertEventRow(
      app(),
      { categoryId: category.id, audience: audience({ departments: ['Finance'] }) },
      [game.id],
    );
    const late = await personIn({ departments: ['Finance'] });
    expect((await myEvents(late.token)).assigned.map((card) => card.id)).toEqual([event.id]);
    expect((await details(late.token, event.id)).my?.state).toBe('not_started');
  });

  it('leaves a child account out unless its parent enrolled it', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const parent = await createUser(app(), { accountType: 'family' });
    const child = await createChildUser(app(), parent.id, `kid_events_${process.pid}`);
    const childToken = await app().ctx.sessions.create(child.id, {
      ip: '127.0.0.1',
      userAgent: 'events-test',
    });
    const event = await insertEventRow(app(), { categoryId: category.id }, [game.id]);
    expect((await myEvents(childToken)).assigned).toEqual([]);
    expectError(await get(app(), `/api/events/${event.id}`, { token: childToken }), 404, 'EVENT_NOT_FOUND');
    await app()
      .ctx.db.insert(eventRegistrations)
      .values({ eventId: event.id, userId: child.id, enrolledBy: parent.id });
    expect((await myEvents(childToken)).assigned.map((card) => card.id)).toEqual([event.id]);
  });
});

describe('GET /events/:id: access', () => {
  it('is not found for a player of another department, and absent from their /events', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const finance = await personIn({ departments: ['Finance'] });
    const sales = await personIn({ departments: ['Sales'] });
    const event = await insertEventRow(
      app(),
      { categoryId: category.id, audience: audience({ departments: ['Finance'] }) },
      [game.id],
    );
    expect((await details(finance.token, event.id)).id).toBe(event.id);
    expectError(await get(app(), `/api/events/${event.id}`, { token: sales.token }), 404, 'EVENT_NOT_FOUND');
    expect(idsOf(await myEvents(sales.token))).toEqual({ assigned: [], upcoming: [], running: [], past: [] });
  });

  it('lets an admin read a published event outside their audience (my: null), never a draft', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    const admin = await createAdmin(app(), { departments: ['IT'] });
    const token = await loginToken(app(), admin.email);
    const event = await insertEventRow(
      app(),
      { categoryId: category.id, audience: audience({ departments: ['Finance'] }) },
      [game.id],
    );
    const read = await details(token, event.id);
    expect(read.my).toBeNull();
    expect(read.games[0]).toMatchObject({ game_id: game.id, state: null });
    expect((await myEvents(token)).assigned).toEqual([]);
    const draft = await insertEventRow(app(), { categoryId: category.id, status: 'draft' }, [game.id]);
    expectError(await get(app(), `/api/events/${draft.id}`, { token }), 404, 'EVENT_NOT_FOUND');
    expectError(await get(app(), `/api/events/${crypto.randomUUID()}`, { token }), 404, 'EVENT_NOT_FOUND');
  });

  it('shows each game with its first category, pass score and attempts; can_register for tournaments', async () => {
    const category = await insertEventCategory(app());
    const created = await createGame(app(), { passScore: 60, attemptsAllowed: 2 });
    const { token } = await personIn();
    const event = await insertEventRow(app(), { categoryId: category.id }, [created.game.id]);
    const read = await details(token, event.id);
    expect(read.games).toEqual([
      expect.objectContaining({
        game_id: created.game.id,
        category_id: created.categories[0]!.id,
        pass_score: 60,
        attempts_allowed: 2,
        state: 'not_started',
        attempts_used: 0,
        best_score: null,
        completed_at: null,
      }),
    ]);
    expect(read.can_register).toBe(false);
    expect(read.leaderboard).toBeNull();
    const tournament = await insertEventRow(app(), {
      categoryId: category.id,
      eventType: 'tournament',
      status: 'scheduled',
      startsAt: inHours(5),
    });
    expect((await details(token, tournament.id)).can_register).toBe(true);
  });
});

describe('GET /event-categories', () => {
  it('lists the categories in order, each with the caller’s upcoming and running events', async () => {
    const second = await insertEventCategory(app(), 2);
    const first = await insertEventCategory(app(), 1);
    const { game } = await createGame(app());
    const { token } = await personIn({ departments: ['Finance'] });
    const running = await insertEventRow(app(), { categoryId: first.id }, [game.id]);
    const upcoming = await insertEventRow(
      app(),
      { categoryId: first.id, status: 'scheduled', startsAt: inHours(4) },
      [game.id],
    );
    await insertEventRow(app(), { categoryId: first.id, audience: audience({ departments: ['Sales'] }) }, [
      game.id,
    ]);
    await insertEventRow(app(), { categoryId: first.id, status: 'draft' }, [game.id]);
    const answer = await get(app(), '/api/event-categories', { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const list = envelopeSchema(z.array(eventCategoryListItemSchema)).parse(answer.body).data;
    expect(list.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(list[0]!.running.map((card) => card.id)).toEqual([running.id]);
    expect(list[0]!.upcoming.map((card) => card.id)).toEqual([upcoming.id]);
    expect(list[0]!.events_count).toBe(2);
    const adminToken = await loginToken(app(), (await createAdmin(app())).email);
    const adminList = envelopeSchema(z.array(eventCategoryListItemSchema)).parse(
      (await get(app(), '/api/event-categories', { token: adminToken })).body,
    ).data;
    expect(adminList[0]!.events_count).toBe(4);
  });
});
