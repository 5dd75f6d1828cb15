import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@awarequest/contracts';
import { liveAnswers, liveResults } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import {
  attachHost,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  useLiveApp,
  type Client,
} from './live.test-support.js';
import { QUESTIONS, answer, gameHelpers, type Seat } from './live-game.test-support.js';

const liveApp = useLiveApp();
const { live, connect } = liveApp;
const { setUp, startAndOpen, nextQuestion } = gameHelpers(liveApp);

/** The live gateway with real socket.io clients: the host's commands, joining, signed-in players. */

describe('host commands', () => {
  it('are refused from a player socket and with a wrong host key', async () => {
    const { session, seats } = await setUp(['Sara']);
    const [sara] = seats as [Seat];
    for (const event of ['host:start', 'host:next', 'host:end', 'host:reset', 'host:lock'])
      expect(await send(sara.client, event, {})).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: "You don't have permission to perform this action",
      });
    expect(await send(sara.client, 'host:kick', { player_id: sara.joined.player_id })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await send(sara.client, 'host:attach', { pin: session.pin, host_key: 'guess' })).toMatchObject({
      code: 'INVALID_HOST_KEY',
    });
  });

  it('start fails without players ("Failed to start game")', async () => {
    const { host } = await setUp([]);
    expect(await send(host, 'host:start', {})).toMatchObject({
      ok: false,
      code: 'SESSION_START_FAILED',
      message: 'Failed to start game',
    });
  });

  it('answer a host attaching to an unknown PIN with "Game data not available"', async () => {
    const client = await connect({ language: 'ar' });
    expect(await send(client, 'host:attach', { pin: '000001', host_key: 'x' })).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'بيانات اللعبة غير متاحة',
    });
  });

  it('kick a player, who cannot come back to that seat', async () => {
    const { session, host, hostEvents, seats } = await setUp(['Sara', 'Omar']);
    const [sara, omar] = seats as [Seat, Seat];
    const kicked = sara.events.next('player:kicked');
    const removed = hostEvents.next('host:player', (event) => event.removed);
    const count = omar.events.next('lobby:count', (event) => event.players_count === 1);
    await sendOk(host, 'host:kick', { player_id: sara.joined.player_id });
    await kicked;
    expect((await removed).player.nickname).toBe('Sara');
    await live().clock.advance(500); // the count is throttled
    await count;
    expect(
      await send(sara.client, 'player:rejoin', {
        pin: session.pin,
        player_id: sara.joined.player_id,
        seat_token: sara.joined.seat_token,
      }),
    ).toMatchObject({ code: 'NOT_IN_SESSION' });
    expect(await send(host, 'host:kick', { player_id: sara.joined.player_id })).toMatchObject({
      code: 'NOT_IN_SESSION',
    });
  });

  it('lock the session to new players; players in it may still rejoin', async () => {
    const { session, host, seats } = await setUp(['Sara']);
    const [sara] = seats as [Seat];
    await sendOk(host, 'host:lock');
    const late = await connect();
    expect(
      await send(late, 'player:join', { pin: session.pin, nickname: 'Late', avatar: 'dog' }),
    ).toMatchObject({
      code: 'SESSION_LOCKED',
    });
    const again = await connect();
    expect(
      (
        await send(again, 'player:rejoin', {
          pin: session.pin,
          player_id: sara.joined.player_id,
          seat_token: sara.joined.seat_token,
        })
      ).ok,
    ).toBe(true);
    await sendOk(host, 'host:unlock');
    expect((await joinAs(late, session.pin, 'Late')).view.locked).toBe(false);
  });

  it('end the game at any time, counting answers already given', async () => {
    const { host, hostEvents, seats } = await setUp(['Sara', 'Omar']);
    await startAndOpen(host, seats);
    await answer(seats[0] as Seat, 0, ['a']);
    const performance = seats[0]?.events.next('player:performance');
    const ended = hostEvents.next('session:ended');
    await sendOk(host, 'host:end');
    expect((await ended).ranking[0]).toMatchObject({ nickname: 'Sara', score: 1000 });
    expect(await performance).toMatchObject({ score: 1000, correct: 1, wrong: 0, rank: 1 });
    expect(await send(host, 'host:end', {})).toMatchObject({ code: 'SESSION_WRONG_PHASE' });
  });

  it('reset the session to its lobby with scores cleared and players kept', async () => {
    const { host, seats } = await setUp(['Sara', 'Omar']);
    await startAndOpen(host, seats);
    await answer(seats[0] as Seat, 0, ['a']);
    await sendOk(host, 'host:end');
    const lobby = seats[0]?.events.next('session:state', (state) => state.phase === 'lobby');
    await sendOk(host, 'host:reset');
    expect(await lobby).toMatchObject({ phase: 'lobby', players_count: 2 });
    const view = await sendOk<PlayerView>(seats[0]?.client as Client, 'player:rejoin', {
      pin: seats[0]?.joined.view.pin,
      player_id: seats[0]?.joined.player_id,
      seat_token: seats[0]?.joined.seat_token,
    });
    expect(view.player).toMatchObject({ nickname: 'Sara', score: 0, streak: 0 });
    // And the game can be played again.
    const [state] = await startAndOpen(host, seats);
    expect(state?.question_index).toBe(0);
    expect((await answer(seats[0] as Seat, 0, ['a'])).ok).toBe(true);
  });
});

describe('late join', () => {
  it('enters at the next question when on', async () => {
    const { session, host, seats } = await setUp(['Sara'], { late_join: true });
    await startAndOpen(host, seats);
    const late = await connect();
    const lateEvents = recorder(late);
    const joined = await joinAs(late, session.pin, 'Late');
    expect(joined.view).toMatchObject({ phase: 'question', question: null });
    expect(await send(late, 'player:answer', { question_index: 0, choice_keys: ['a'] })).toMatchObject({
      code: 'ANSWER_CLOSED',
    });
    await sendOk(host, 'host:next');
    const lateSeat = { client: late, events: lateEvents, joined };
    await nextQuestion(host, [...seats, lateSeat]);
    expect((await answer(lateSeat, 1, ['a', 'c'])).ok).toBe(true);
  });

  it('is refused when off', async () => {
    const { session, host, seats } = await setUp(['Sara'], { late_join: false });
    await startAndOpen(host, seats);
    const late = await connect();
    expect(
      await send(late, 'player:join', { pin: session.pin, nickname: 'Late', avatar: 'dog' }),
    ).toMatchObject({
      code: 'SESSION_STARTED',
      message: 'This game has already started',
    });
  });
});

describe('joining', () => {
  it('refuses a nickname taken in the session, whatever its letter case', async () => {
    const { session } = await setUp(['Sara']);
    const other = await connect();
    expect(await send(other, 'player:join', { pin: session.pin, nickname: 'SARA', avatar: 'dog' })).toEqual({
      ok: false,
      code: 'NICKNAME_TAKEN',
      message: 'This nickname is already taken in this game',
      errors: { nickname: ['This nickname is already taken in this game'] },
    });
  });

  it('refuses offensive nicknames, in the socket’s language', async () => {
    const { session } = await setUp([]);
    const arabic = await connect({ language: 'ar' });
    expect(
      await send(arabic, 'player:join', { pin: session.pin, nickname: 'يا حمار', avatar: 'dog' }),
    ).toEqual({
      ok: false,
      code: 'NICKNAME_OFFENSIVE',
      message: 'يرجى اختيار اسم مستعار آخر',
      errors: { nickname: ['يرجى اختيار اسم مستعار آخر'] },
    });
    const english = await connect();
    expect(
      await send(english, 'player:join', { pin: session.pin, nickname: 'sh1thead', avatar: 'dog' }),
    ).toMatchObject({
      code: 'NICKNAME_OFFENSIVE',
    });
  });

  it('answers a payload of the wrong shape with a validation ack naming its fields', async () => {
    const client = await connect();
    expect(await send(client, 'player:join', { pin: '12ab', nickname: 'x', avatar: 'cat' })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed. Please check your input',
      errors: { pin: ['The game PIN is 6 digits'], nickname: ['Nickname must be at least 2 characters'] },
    });
    expect(await send(client, 'player:answer', 'not an object')).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await send(client, 'player:answer', { question_index: 0, choice_keys: 'a' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { choice_keys: expect.any(Array) },
    });
    expect(await send(client, 'host:attach', null)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('tells the host of each player and the players of their number', async () => {
    const { session, hostEvents, seats } = await setUp(['Sara']);
    const joinedEvent = hostEvents.next('host:player', (event) => event.player.nickname === 'Omar');
    const count = seats[0]?.events.next('lobby:count', (event) => event.players_count === 2);
    const omar = await connect();
    await joinAs(omar, session.pin, 'Omar');
    expect((await joinedEvent).player).toMatchObject({ nickname: 'Omar', connected: true, score: 0 });
    await live().clock.advance(500); // the count is throttled
    await count;
    const left = hostEvents.next(
      'host:player',
      (event) => event.player.nickname === 'Omar' && !event.player.connected,
    );
    omar.disconnect();
    await left;
  });

  it('sends no lobby count once the game has started', async () => {
    const { session, host, seats } = await setUp(['Sara']);
    const sara = seats[0]!;
    await live().clock.advance(500); // the interval of the count for Sara's join is over
    const count = sara.events.next('lobby:count', (event) => event.players_count === 2);
    await joinAs(await connect(), session.pin, 'Omar'); // goes out at once
    await count;
    await joinAs(await connect(), session.pin, 'Lina'); // a count waits for the interval's end
    const getReady = sara.events.next('session:state', (state) => state.phase === 'get_ready');
    await sendOk(host, 'host:start');
    await getReady;
    sara.events.clear();
    await live().clock.advance(1000);
    await send(host, 'host:lock', {}); // a round trip: anything sent before it has arrived
    expect(sara.events.all('lobby:count')).toEqual([]);
  });

  it('refuses an unknown PIN with "Game data not available"', async () => {
    const client = await connect();
    expect(
      await send(client, 'player:join', { pin: '000002', nickname: 'Sara', avatar: 'cat' }),
    ).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'Game data not available',
    });
  });
});

describe('signed-in players', () => {
  it('have their answers recorded for their statistics when the game ends; guests do not', async () => {
    const { app } = live();
    const session = await createSession(app, { game: { questions: QUESTIONS } });
    const user = await createUser(app);
    const player = await connect({ token: await loginToken(app, user.email) });
    const playerEvents = recorder(player);
    const guest = await connect();
    const guestEvents = recorder(guest);
    await joinAs(player, session.pin, 'Member');
    await joinAs(guest, session.pin, 'Guest');
    const host = await connect();
    await attachHost(host, session);
    const seats = [
      { client: player, events: playerEvents },
      { client: guest, events: guestEvents },
    ] as Seat[];
    await startAndOpen(host, seats);
    await answer(seats[0] as Seat, 0, ['a']);
    await sendOk(host, 'host:next');
    await nextQuestion(host, seats);
    await answer(seats[0] as Seat, 1, ['a']);
    const performance = playerEvents.next('player:performance');
    await sendOk(host, 'host:end');
    await performance;
    let rows: (typeof liveAnswers.$inferSelect)[] = [];
    for (let wait = 0; wait < 50 && rows.length < 2; wait++) {
      rows = await app.ctx.db.select().from(liveAnswers).where(eq(liveAnswers.sessionId, session.session_id));
      if (rows.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === user.id)).toBe(true);
    expect(byQuestion.get(session.questionIds[0] ?? '')).toMatchObject({
      isCorrect: true,
      credit: 1,
      choiceKeys: ['a'],
    });
    expect(byQuestion.get(session.questionIds[1] ?? '')).toMatchObject({ isCorrect: false, credit: 0.5 });
    // One result per signed-in player, for the leaderboard and the dashboard; none for the guest.
    // Written right after the answers: wait for them too.
    let results: (typeof liveResults.$inferSelect)[] = [];
    for (let wait = 0; wait < 50 && results.length === 0; wait++) {
      results = await app.ctx.db
        .select()
        .from(liveResults)
        .where(eq(liveResults.sessionId, session.session_id));
      if (results.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(results).toEqual([
      expect.objectContaining({
        userId: user.id,
        gameId: session.gameId,
        rank: 1,
        playersCount: 2,
        round: 1,
      }),
    ]);
    expect(results[0]?.points).toBeGreaterThan(0);
  });
});
