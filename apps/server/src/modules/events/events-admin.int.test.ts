import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminEventListItemSchema,
  adminEventSchema,
  audiencePreviewSchema,
  envelopeSchema,
  type AdminEvent,
  type EventBodyInput,
} from '@awarequest/contracts';
import { z } from 'zod';
import { eventGames, events, eventSessions } from '../../db/schema.js';
import { createAdmin, createChildUser, createUser } from '../../test/accounts.fixtures.js';
import { adminToken, del, playerToken } from '../../test/authoring.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get, post, put, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { campaignBody, DAY, inHours, insertEventCategory, insertEventRow } from './events.test-support.js';

const app = useTestApp();

const eventOf = (answer: Answer, status = 200): AdminEvent => {
  expect(answer.statusCode, answer.text).toBe(status);
  return envelopeSchema(adminEventSchema).parse(answer.body).data;
};

async function setup() {
  const token = await adminToken(app());
  const category = await insertEventCategory(app());
  const { game } = await createGame(app());
  return { token, category, game };
}

const eventCount = async () => (await app().ctx.db.select().from(events)).length;

/** Records every `event.changed` the app publishes. */
function recordChanges(): string[] {
  const seen: string[] = [];
  app().ctx.events.on('event.changed', ({ eventId }) => {
    seen.push(eventId);
  });
  return seen;
}

describe('admin events: create, read, list', () => {
  it("saves whose questions the event's games serve: each game's own by default, or one audience", async () => {
    const { token, category, game } = await setup();
    const created = eventOf(
      await post(app(), '/api/admin/events', { token, body: campaignBody(category.id, [game.id]) }),
      201,
    );
    expect(created.question_audience).toBeNull();
    const edited = eventOf(
      await put(app(), `/api/admin/events/${created.id}`, {
        token,
        body: campaignBody(category.id, [game.id], { question_audience: 'technical' }),
      }),
    );
    expect(edited.question_audience).toBe('technical');
    const [row] = await app().ctx.db.select().from(events).where(eq(events.id, created.id));
    expect(row?.questionAudience).toBe('technical');
    expectError(
      await post(app(), '/api/admin/events', {
        token,
        body: { ...campaignBody(category.id, [game.id]), question_audience: 'interns' },
      }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('creates a draft with its games, reads it back and lists it with its head count', async () => {
    const { token, category, game } = await setup();
    await createUser(app(), { departments: ['Finance'] });
    const created = eventOf(
      await post(app(), '/api/admin/events', {
        token,
        body: campaignBody(category.id, [game.id], {
          audience: { departments: ['Finance'] },
          grace_days: 2,
        }),
      }),
      201,
    );
    expect(created).toMatchObject({
      status: 'draft',
      archived: false,
      category_id: category.id,
      game_ids: [game.id],
      grace_days: 2,
      audience_count: 1,
      published_at: null,
    });
    expect(eventOf(await get(app(), `/api/admin/events/${created.id}`, { token }))).toEqual(created);
    const list = await get(app(), `/api/admin/events?category_id=${category.id}&q=phishing`, { token });
    const items = envelopeSchema(z.array(adminEventListItemSchema)).parse(list.body).data;
    expect(items.map((item) => [item.id, item.audience_count, item.completion_rate])).toEqual([
      [created.id, 1, 0],
    ]);
    const none = await get(app(), '/api/admin/events?status=running', { token });
    expect(envelopeSchema(z.array(adminEventListItemSchema)).parse(none.body).data).toEqual([]);
  });

  it('is for admins only: a player gets 403 in the envelope and nothing is saved', async () => {
    const { category, game } = await setup();
    const token = await playerToken(app());
    const running = await insertEventRow(app(), { categoryId: category.id }, [game.id]);
    expectError(await get(app(), '/api/admin/events', { token }), 403, 'FORBIDDEN');
    expectError(
      await post(app(), '/api/admin/events', { token, body: campaignBody(category.id, [game.id]) }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await put(app(), `/api/admin/events/${running.id}`, {
        token,
        body: campaignBody(category.id, [game.id]),
      }),
      403,
      'FORBIDDEN',
    );
    expectError(await post(app(), `/api/admin/events/${running.id}/cancel`, { token }), 403, 'FORBIDDEN');
    expectError(await del(app(), `/api/admin/events/${running.id}`, token), 403, 'FORBIDDEN');
    expect(await eventCount()).toBe(1);
    expect((await app().ctx.db.select().from(events))[0]!.status).toBe('running');
  });
});

describe('admin events: bad input, nothing saved', () => {
  async function refused(body: EventBodyInput, status: number, code: string, field?: string) {
    const { token } = await setup();
    const answer = await post(app(), '/api/admin/events', { token, body, language: 'ar' });
    expectError(answer, status, code);
    if (field) expect(Object.keys((answer.body as { errors?: object }).errors ?? {})).toContain(field);
    expect(await eventCount()).toBe(0);
    return answer;
  }

  it('refuses a due date before the start (due_order), in the reader’s language', async () => {
    const { category, game } = await setup();
    const answer = await refused(
      campaignBody(category.id, [game.id], { due_at: inHours(0.5).toISOString() }),
      422,
      'VALIDATION_FAILED',
      'due_at',
    );
    expect(JSON.stringify(answer.body)).toContain('يجب أن يكون تاريخ الاستحقاق بعد تاريخ البداية');
  });

  it('refuses an empty audience', async () => {
    const { category, game } = await setup();
    await refused(
      campaignBody(category.id, [game.id], { audience: {} }),
      422,
      'VALIDATION_FAILED',
      'audience',
    );
  });

  it('refuses a start in the past with a field error on starts_at (future_date)', async () => {
    const { category, game } = await setup();
    const answer = await refused(
      campaignBody(category.id, [game.id], { starts_at: inHours(-24).toISOString() }),
      422,
      'VALIDATION_FAILED',
      'starts_at',
    );
    expect((answer.body as { errors: Record<string, string[]> }).errors.starts_at![0]).toContain('الماضي');
  });

  it('refuses an unknown category', async () => {
    const { game } = await setup();
    await refused(campaignBody(crypto.randomUUID(), [game.id]), 422, 'EVENT_CATEGORY_NOT_FOUND');
  });

  it('refuses an unknown game, an unpublished one and a campaign without games', async () => {
    const { category } = await setup();
    const { game: hidden } = await createGame(app(), { published: false });
    await refused(campaignBody(category.id, [crypto.randomUUID()]), 422, 'EVENT_GAME_UNAVAILABLE');
    await refused(campaignBody(category.id, [hidden.id]), 422, 'EVENT_GAME_UNAVAILABLE');
    await refused(campaignBody(category.id, []), 422, 'VALIDATION_FAILED', 'game_ids');
  });

  it('refuses a tournament session with a VR game or an inactive host', async () => {
    const { category, game } = await setup();
    const { game: vr } = await createGame(app(), { type: 'vr' });
    const host = await createUser(app());
    const gone = await createUser(app(), { isActive: false });
    const tournament = (gameId: string, hostId: string): EventBodyInput => ({
      ...campaignBody(category.id, []),
      event_type: 'tournament',
      sessions: [{ game_id: gameId, host_id: hostId, starts_at: inHours(2).toISOString() }],
    });
    await refused(tournament(vr.id, host.id), 422, 'EVENT_GAME_UNAVAILABLE');
    await refused(tournament(game.id, gone.id), 422, 'EVENT_HOST_UNKNOWN');
    await refused(tournament(game.id, crypto.randomUUID()), 422, 'EVENT_HOST_UNKNOWN');
    const { token } = await setup();
    const made = eventOf(
      await post(app(), '/api/admin/events', { token, body: tournament(game.id, host.id) }),
      201,
    );
    expect(made.sessions).toEqual([
      expect.objectContaining({ game_id: game.id, host_id: host.id, pin: null }),
    ]);
    expect(made.game_ids).toEqual([]);
  });
});

describe('admin events: states', () => {
  it('publishes a draft to scheduled, or to running when its start has come; twice is a conflict', async () => {
    const { token, category, game } = await setup();
    const changes = recordChanges();
    const later = eventOf(
      await post(app(), '/api/admin/events', { token, body: campaignBody(category.id, [game.id]) }),
      201,
    );
    expect(changes).toEqual([]);
    const published = eventOf(await post(app(), `/api/admin/events/${later.id}/publish`, { token }));
    expect(published.status).toBe('scheduled');
    expect(published.published_at).not.toBeNull();
    expect(changes).toEqual([later.id]);
    expectError(
      await post(app(), `/api/admin/events/${later.id}/publish`, { token }),
      409,
      'EVENT_STATE_CONFLICT',
    );

    const now = eventOf(
      await post(app(), '/api/admin/events', {
        token,
        body: campaignBody(category.id, [game.id], { starts_at: new Date().toISOString() }),
      }),
      201,
    );
    expect(eventOf(await post(app(), `/api/admin/events/${now.id}/publish`, { token })).status).toBe(
      'running',
    );
  });

  it('refuses to publish a draft whose start has passed, and one whose game was unpublished since', async () => {
    const { token, category, game } = await setup();
    const stale = await insertEventRow(
      app(),
      { categoryId: category.id, status: 'draft', publishedAt: null, startsAt: inHours(-2) },
      [game.id],
    );
    const answer = await post(app(), `/api/admin/events/${stale.id}/publish`, { token });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['starts_at']);
    const { game: later } = await createGame(app());
    const draft = await insertEventRow(
      app(),
      { categoryId: category.id, status: 'draft', publishedAt: null, startsAt: inHours(2) },
      [later.id],
    );
    await app().ctx.db.execute(`update games set is_published = false where id = '${later.id}'`);
    expectError(
      await post(app(), `/api/admin/events/${draft.id}/publish`, { token }),
      422,
      'EVENT_GAME_UNAVAILABLE',
    );
    const rows = await app().ctx.db.select().from(events);
    expect(rows.map((row) => row.status)).toEqual(['draft', 'draft']);
  });

  it('cancels from draft, scheduled or running, and refuses to edit a cancelled, ended or archived event', async () => {
    const { token, category, game } = await setup();
    const changes = recordChanges();
    const body = campaignBody(category.id, [game.id]);
    for (const status of ['draft', 'scheduled', 'running'] as const) {
      const row = await insertEventRow(app(), { categoryId: category.id, status }, [game.id]);
      expect(eventOf(await post(app(), `/api/admin/events/${row.id}/cancel`, { token })).status).toBe(
        'cancelled',
      );
      expectError(
        await put(app(), `/api/admin/events/${row.id}`, { token, body }),
        409,
        'EVENT_STATE_CONFLICT',
      );
      expectError(
        await post(app(), `/api/admin/events/${row.id}/cancel`, { token }),
        409,
        'EVENT_STATE_CONFLICT',
      );
    }
    expect(changes).toHaveLength(2);
    const ended = await insertEventRow(app(), { categoryId: category.id, status: 'ended' }, [game.id]);
    expectError(
      await put(app(), `/api/admin/events/${ended.id}`, { token, body }),
      409,
      'EVENT_STATE_CONFLICT',
    );
    const archived = await insertEventRow(app(), { categoryId: category.id, archivedAt: new Date() }, [
      game.id,
    ]);
    expectError(
      await put(app(), `/api/admin/events/${archived.id}`, { token, body }),
      409,
      'EVENT_STATE_CONFLICT',
    );
    const [stored] = await app().ctx.db.select().from(events).where(eq(events.id, ended.id));
    expect(stored!.title.en).toBe('Phishing month');
  });

  it('deletes a draft for real and archives anything else', async () => {
    const { token, category, game } = await setup();
    const changes = recordChanges();
    const draft = await insertEventRow(app(), { categoryId: category.id, status: 'draft' }, [game.id]);
    const running = await insertEventRow(app(), { categoryId: category.id }, [game.id]);
    expect((await del(app(), `/api/admin/events/${draft.id}`, token)).statusCode).toBe(200);
    expect((await del(app(), `/api/admin/events/${running.id}`, token)).statusCode).toBe(200);
    const rows = await app().ctx.db.select().from(events);
    expect(rows.map((row) => [row.id, row.archivedAt !== null])).toEqual([[running.id, true]]);
    expect(eventOf(await get(app(), `/api/admin/events/${running.id}`, { token })).archived).toBe(true);
    expect(changes).toEqual([running.id]);
    expectError(await del(app(), `/api/admin/events/${running.id}`, token), 409, 'EVENT_STATE_CONFLICT');
    expectError(await del(app(), `/api/admin/events/${draft.id}`, token), 404, 'EVENT_NOT_FOUND');
  });

  it('duplicates as a draft titled "(copy)", moved to the future when its start passed', async () => {
    const { token, category, game } = await setup();
    const past = await insertEventRow(
      app(),
      { categoryId: category.id, status: 'ended', startsAt: inHours(-24 * 10), dueAt: inHours(-24 * 3) },
      [game.id],
    );
    const copy = eventOf(await post(app(), `/api/admin/events/${past.id}/duplicate`, { token }), 201);
    expect(copy).toMatchObject({
      status: 'draft',
      title: { en: 'Phishing month (copy)', ar: 'شهر التصيد (نسخة)' },
      game_ids: [game.id],
    });
    expect(Date.parse(copy.starts_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(copy.due_at) - Date.parse(copy.starts_at)).toBe(7 * DAY);
  });

  it('edits a running event keeping progress: a removed game is marked, a re-added one counts again', async () => {
    const { token, category, game } = await setup();
    const { game: second } = await createGame(app());
    const changes = recordChanges();
    const running = await insertEventRow(app(), { categoryId: category.id }, [game.id, second.id]);
    const body = (gameIds: string[]) =>
      campaignBody(category.id, gameIds, {
        starts_at: running.startsAt.toISOString(),
        title: { en: 'Renamed', ar: 'معدل' },
      });
    const edited = eventOf(
      await put(app(), `/api/admin/events/${running.id}`, { token, body: body([second.id]) }),
    );
    expect(edited).toMatchObject({ status: 'running', game_ids: [second.id], title: { en: 'Renamed' } });
    const stored = await app().ctx.db.select().from(eventGames).where(eq(eventGames.eventId, running.id));
    expect(stored.find((row) => row.gameId === game.id)!.removedAt).not.toBeNull();
    const back = eventOf(
      await put(app(), `/api/admin/events/${running.id}`, { token, body: body([game.id, second.id]) }),
    );
    expect(back.game_ids).toEqual([game.id, second.id]);
    const again = await app().ctx.db.select().from(eventGames).where(eq(eventGames.eventId, running.id));
    expect(again.every((row) => row.removedAt === null)).toBe(true);
    expect(changes).toEqual([running.id, running.id]);
  });

  it('upserts a tournament’s sessions by id', async () => {
    const { token, category, game } = await setup();
    const host = await createAdmin(app());
    const body = (sessions: { id?: string; starts_at: string }[]): EventBodyInput => ({
      ...campaignBody(category.id, []),
      event_type: 'tournament',
      sessions: sessions.map((session) => ({ ...session, game_id: game.id, host_id: host.id })),
    });
    const made = eventOf(
      await post(app(), '/api/admin/events', {
        token,
        body: body([{ starts_at: inHours(2).toISOString() }]),
      }),
      201,
    );
    const first = made.sessions[0]!;
    const edited = eventOf(
      await put(app(), `/api/admin/events/${made.id}`, {
        token,
        body: body([
          { id: first.id, starts_at: inHours(3).toISOString() },
          { starts_at: inHours(4).toISOString() },
        ]),
      }),
    );
    expect(edited.sessions).toHaveLength(2);
    expect(edited.sessions[0]!.id).toBe(first.id);
    expect(Date.parse(edited.sessions[0]!.starts_at)).toBeGreaterThan(Date.parse(first.starts_at));
    expect(await app().ctx.db.select().from(eventSessions)).toHaveLength(2);
  });
});

describe('admin events: audience preview', () => {
  it('counts everyone, a list, a union and named users; leaves out inactive and child accounts', async () => {
    const token = await adminToken(app());
    const amal = await createUser(app(), { name: 'Amal', departments: ['Finance'] });
    const badr = await createUser(app(), { name: 'Badr', positions: ['Analyst'], company: 'Acme' });
    await createUser(app(), { name: 'Gone', departments: ['Finance'], isActive: false });
    await createChildUser(app(), amal.id, `kid_preview_${process.pid}`);
    const carl = await createUser(app(), { name: 'Carl', countries: ['SA'] });
    const preview = async (audience: object) => {
      const answer = await post(app(), '/api/admin/events/audience-preview', { token, body: { audience } });
      expect(answer.statusCode, answer.text).toBe(200);
      return envelopeSchema(audiencePreviewSchema).parse(answer.body).data;
    };
    expect((await preview({ departments: ['Finance'] })).sample.map((person) => person.name)).toEqual([
      'Amal',
    ]);
    expect((await preview({ departments: ['Finance'], companies: ['Acme'] })).count).toBe(2);
    expect(
      (await preview({ countries: ['SA'], user_ids: [badr.id] })).sample.map((person) => person.id),
    ).toEqual([badr.id, carl.id]);
    const everyone = await preview({ everyone: true });
    // The admin, Amal, Badr and Carl: never the inactive account nor the child.
    expect(everyone.count).toBe(4);
    expect(everyone.sample.map((person) => person.name)).not.toContain('Gone');
  });
});
