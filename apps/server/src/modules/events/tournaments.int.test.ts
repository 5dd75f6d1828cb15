import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { eventSessions, events, notifications } from '../../db/schema.js';
import { keyedHash, unseal } from '../../lib/crypto.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { call, expectError, post } from '../../test/http.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import {
  addSession,
  announce,
  createEvent,
  DAY,
  HOUR,
  manualClock,
  startClockedApp,
} from './event-jobs.test-support.js';

/**
 * Live tournaments (issue 24): people of the audience register; the lobby opens at the
 * session's time (or earlier by its host), the registered people are told the PIN, the host
 * takes the seat with the host key, nobody else can.
 */

const database = useTestDatabase();
const clock = manualClock();
let app: App;
const T0 = new Date('2030-03-01T08:00:00Z').getTime();

beforeEach(async () => {
  clock.set(new Date(T0));
  await truncateAll(database());
  app = await startClockedApp(database(), clock);
});
afterEach(async () => {
  await app.close();
});

async function tournamentWorld() {
  const host = await createUser(app, { departments: ['it'] });
  const player = await createUser(app, { departments: ['finance'] });
  const other = await createUser(app, { departments: ['finance'] });
  const outsider = await createUser(app, { departments: ['hr'] });
  const admin = await createAdmin(app);
  const { game } = await createGame(app);
  const event = await createEvent(app, {
    eventType: 'tournament',
    startsAt: new Date(T0 + DAY),
    dueAt: new Date(T0 + 2 * DAY),
    audience: { departments: ['finance'] },
  });
  const session = await addSession(app, {
    eventId: event.id,
    gameId: game.id,
    hostId: host.id,
    startsAt: new Date(T0 + DAY + HOUR),
  });
  const later = await addSession(app, {
    eventId: event.id,
    gameId: game.id,
    hostId: host.id,
    startsAt: new Date(T0 + DAY + 5 * HOUR),
  });
  await announce(app, event.id);
  const tokens = {
    host: await loginToken(app, host.email),
    player: await loginToken(app, player.email),
    other: await loginToken(app, other.email),
    outsider: await loginToken(app, outsider.email),
    admin: await loginToken(app, admin.email),
  };
  return { host, player, other, outsider, admin, game, event, session, later, tokens };
}

const register = (eventId: string, token: string) =>
  post(app, `/api/events/${eventId}/registration`, { token });
const hostSeat = (eventId: string, sessionId: string, token: string) =>
  post(app, `/api/events/${eventId}/sessions/${sessionId}/host`, { token });
const sessionRow = async (id: string) =>
  (await app.ctx.db.select().from(eventSessions).where(eq(eventSessions.id, id)))[0];

describe('registering for a tournament', () => {
  it('is open to its audience while it is scheduled or running, and can be withdrawn', async () => {
    const { event, tokens } = await tournamentWorld();
    const answer = await register(event.id, tokens.player);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      registered: true,
      sessions: [
        { status: 'scheduled', pin: null, is_host: false },
        { status: 'scheduled', pin: null },
      ],
    });
    expect((await register(event.id, tokens.player)).statusCode).toBe(200);
    const withdrawn = await call(app, 'DELETE', `/api/events/${event.id}/registration`, {
      token: tokens.player,
    });
    expect(withdrawn.body.data).toMatchObject({ registered: false });
  });

  it('answers EVENT_NOT_FOUND outside the audience, and EVENT_REGISTRATION_CLOSED for other events or states', async () => {
    const { event, tokens } = await tournamentWorld();
    expectError(await register(event.id, tokens.outsider), 404, 'EVENT_NOT_FOUND');
    const campaign = await createEvent(app, {
      startsAt: new Date(T0 + DAY),
      dueAt: new Date(T0 + 2 * DAY),
      audience: { departments: ['finance'] },
    });
    expectError(await register(campaign.id, tokens.player), 409, 'EVENT_REGISTRATION_CLOSED');
    await app.ctx.db.update(events).set({ status: 'ended' }).where(eq(events.id, event.id));
    expectError(await register(event.id, tokens.player), 409, 'EVENT_REGISTRATION_CLOSED');
    await app.ctx.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expectError(await register(event.id, tokens.player), 404, 'EVENT_NOT_FOUND');
    const arabic = await post(app, `/api/events/${event.id}/registration`, {
      token: tokens.player,
      language: 'ar',
    });
    expectError(arabic, 404, 'EVENT_NOT_FOUND', 'هذه الفعالية غير موجودة أو غير متاحة لك');
  });
});

describe('a tournament lobby', () => {
  it('opens at its time, tells the registered people its PIN, and seats only the host or an admin', async () => {
    const { event, session, player, other, tokens } = await tournamentWorld();
    await register(event.id, tokens.player);
    expect((await app.jobs.pending(`event:${event.id}:session:`)).map((job) => job.runAt.getTime())).toEqual([
      T0 + DAY + HOUR,
      T0 + DAY + 5 * HOUR,
    ]);

    clock.set(new Date(T0 + DAY + HOUR - 1));
    await app.jobs.runDue();
    expect((await sessionRow(session.id))?.openedAt).toBeNull();

    clock.advance(1);
    await app.jobs.runDue();
    const opened = await sessionRow(session.id);
    expect(opened?.openedAt?.getTime()).toBe(T0 + DAY + HOUR);
    expect(opened?.pin).toMatch(/^\d{6}$/);
    const live = await app.live.store.read(opened!.pin!);
    expect(live?.core.phase).toBe('lobby');

    const told = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'event_lobby_open'));
    expect(told.map((row) => row.userId)).toEqual([player.id]);
    expect(told[0]?.params).toMatchObject({ event_id: event.id, pin: opened?.pin });

    // The host key is kept sealed, and the host gets it back.
    const seat = await hostSeat(event.id, session.id, tokens.host);
    expect(seat.statusCode).toBe(200);
    const { pin, host_key } = seat.body.data as { pin: string; host_key: string };
    expect(pin).toBe(opened?.pin);
    expect(opened?.hostKeySealed).not.toContain(host_key);
    expect(unseal(app.ctx.secret, opened!.hostKeySealed!)).toBe(host_key);
    const definition = await app.live.store.definition(pin);
    expect(definition?.hostKeyHash).toBe(keyedHash(app.ctx.secret, host_key));
    expect((await hostSeat(event.id, session.id, tokens.admin)).body.data).toMatchObject({ pin, host_key });
    expectError(await hostSeat(event.id, session.id, tokens.player), 403, 'FORBIDDEN');
    expectError(await hostSeat(event.id, session.id, tokens.other), 403, 'FORBIDDEN');

    // Someone registering now gets the PIN at once; the outsider never sees it.
    const late = await register(event.id, tokens.other);
    expect(late.body.data).toMatchObject({
      sessions: [{ id: session.id, status: 'lobby', pin }, { pin: null }],
    });
    expect(other.id).not.toBe(player.id);

    // A second run of the job opens nothing new.
    await app.jobs.schedule('event.session.open', `event:${event.id}:session:${session.id}`, clock.now(), {
      eventId: event.id,
      sessionId: session.id,
    });
    await app.jobs.runDue();
    expect((await sessionRow(session.id))?.pin).toBe(pin);

    // The live game ends: so does the session.
    await app.ctx.events.publish('live.round_ended', {
      sessionId: opened!.liveSessionId!,
      round: 1,
      userIds: [],
    });
    expect((await sessionRow(session.id))?.endedAt).not.toBeNull();
  });

  it('opens early when its host asks, and its time then changes nothing', async () => {
    const { event, later, tokens } = await tournamentWorld();
    const seat = await hostSeat(event.id, later.id, tokens.host);
    expect(seat.statusCode).toBe(200);
    const { pin } = seat.body.data as { pin: string };
    clock.set(new Date(T0 + DAY + 5 * HOUR));
    await app.jobs.runDue();
    expect((await sessionRow(later.id))?.pin).toBe(pin);
    expectError(
      await hostSeat(event.id, '00000000-0000-4000-8000-000000000000', tokens.host),
      404,
      'EVENT_NOT_FOUND',
    );
  });
});

describe("a tournament's questions", () => {
  it("serve the event's question audience instead of the game's own", async () => {
    const host = await createUser(app, { departments: ['it'] });
    const { game, questions } = await createGame(app, {
      questions: [{ key: 'q1' }, { key: 't1', audience: 'technical' }, { key: 'm1', audience: 'managers' }],
    });
    const event = await createEvent(app, {
      eventType: 'tournament',
      startsAt: new Date(T0 + DAY),
      dueAt: new Date(T0 + 2 * DAY),
      audience: { departments: ['it'] },
      questionAudience: 'technical',
    });
    const session = await addSession(app, {
      eventId: event.id,
      gameId: game.id,
      hostId: host.id,
      startsAt: new Date(T0 + DAY + HOUR),
    });
    await announce(app, event.id);
    const seat = await hostSeat(event.id, session.id, await loginToken(app, host.email));
    expect(seat.statusCode, seat.text).toBe(200);
    const { pin } = seat.body.data as { pin: string };
    const served = (await app.live.store.definition(pin))?.questions.map((question) => question.id).sort();
    const idOf = (key: string) => questions.find((question) => question.key === key)?.id;
    expect(served).toEqual([idOf('q1'), idOf('t1')].sort());
  });
});
