import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostView, Joined, PlayerView } from '@awarequest/contracts';
import { liveAnswers } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { useTestDatabase } from '../../test/test-database.js';
import { QUESTIONS } from './live-game.test-support.js';
import {
  attachHost,
  connect,
  createManualClock,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  startLiveApp,
  type Client,
  type LiveApp,
  type ManualClock,
} from './live.test-support.js';

/**
 * The embedded default (PGlite, the in-memory live store) stopped in the middle of a game and
 * started again on the same data dir: the game goes on where it was, nothing acknowledged lost.
 */

const database = useTestDatabase();
const apps: LiveApp[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const { app } of apps.splice(0)) await app.close();
});

/** The memory store even when the suite runs against Redis (an empty variable is unset). */
async function startOn(dataDir: string, clock: ManualClock) {
  const started = await startLiveApp(database(), clock, { DATA_DIR: dataDir, REDIS_URL: '' });
  apps.push(started);
  return started;
}

async function client(url: string, token?: string) {
  const opened = await connect(url, token ? { token } : {});
  clients.push(opened);
  return opened;
}

/**
 * What a `kill -9` leaves: the data dir as it is on disk at this moment, while the first app
 * still runs (its journals are copied, then the app is dropped without ending any session).
 * The last line is torn, as by a kill in the middle of a write.
 */
async function crash(first: LiveApp, dataDir: string): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), 'aq-crash-'));
  cpSync(dataDir, copy, { recursive: true });
  const journals = path.join(copy, 'live');
  for (const name of existsSync(journals) ? readdirSync(journals) : [])
    appendFileSync(path.join(journals, name), '{"t":"answer","round":1,"index":0,"playerId":"torn');
  for (const opened of clients.splice(0)) opened.disconnect();
  await first.app.close();
  apps.splice(apps.indexOf(first), 1);
  return copy;
}

async function setUpGame(clock: ManualClock) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aq-live-'));
  const first = await startOn(dataDir, clock);
  const session = await createSession(first.app, { game: { questions: QUESTIONS } });
  const players: { token: string; userId: string; joined: Joined; socket: Client }[] = [];
  for (const nickname of ['Sara', 'Omar', 'Lina']) {
    const user = await createUser(first.app);
    const token = await loginToken(first.app, user.email);
    const socket = await client(first.url, token);
    players.push({ token, userId: user.id, joined: await joinAs(socket, session.pin, nickname), socket });
  }
  const host = await client(first.url);
  await attachHost(host, session);
  const ready = players.map(({ socket }) =>
    recorder(socket).next('session:state', (state) => state.phase === 'get_ready'),
  );
  await sendOk(host, 'host:start');
  await Promise.all(ready);
  await clock.advance(3000);
  return { dataDir, first, session, players, host };
}

describe('a restart of the embedded server in the middle of a question', () => {
  it('gives back the session, the seats and the host by their keys, and every acknowledged answer', async () => {
    const clock = createManualClock();
    const { dataDir, first, session, players } = await setUpGame(clock);
    const [sara, omar, lina] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    await clock.advance(2000);
    const saraAck = await send<{ answered_at: number }>(sara.socket, 'player:answer', {
      question_index: 0,
      choice_keys: ['a'],
    });
    expect(saraAck.ok).toBe(true);
    expect((await send(omar.socket, 'player:answer', { question_index: 0, choice_keys: ['b'] })).ok).toBe(
      true,
    );

    const copy = await crash(first, dataDir);
    const restartedClock = createManualClock(clock.now() + 2000);
    const second = await startOn(copy, restartedClock);

    const summary = await second.app.inject({ method: 'GET', url: `/api/live/sessions/${session.pin}` });
    expect(summary.statusCode).toBe(200);
    const host = await client(second.url);
    const hostEvents = recorder(host);
    const hostView = await sendOk<HostView>(host, 'host:attach', {
      pin: session.pin,
      host_key: session.host_key,
    });
    expect(hostView).toMatchObject({ phase: 'question', question_index: 0, answered: 2, eligible: 3 });
    const back: { socket: Client; events: ReturnType<typeof recorder>; view: PlayerView }[] = [];
    for (const player of players) {
      const socket = await client(second.url, player.token);
      const events = recorder(socket);
      const view = await sendOk<PlayerView>(socket, 'player:rejoin', {
        pin: session.pin,
        player_id: player.joined.player_id,
        seat_token: player.joined.seat_token,
      });
      back.push({ socket, events, view });
    }
    expect(back.map(({ view }) => [view.player.nickname, view.phase, view.my_answer])).toEqual([
      ['Sara', 'question', ['a']],
      ['Omar', 'question', ['b']],
      ['Lina', 'question', null],
    ]);
    // An acknowledged answer is kept, not taken twice.
    const again = await send(back[0]?.socket as Client, 'player:answer', {
      question_index: 0,
      choice_keys: ['b'],
    });
    expect(again).toMatchObject({ ok: false, code: 'ALREADY_ANSWERED' });

    // The game goes on: Lina's answer is the last one and closes the question.
    const results = back.map(({ events }) => events.next('player:result'));
    expect(
      (await send(back[2]?.socket as Client, 'player:answer', { question_index: 0, choice_keys: ['a'] })).ok,
    ).toBe(true);
    const [saraResult, omarResult, linaResult] = await Promise.all(results);
    expect(saraResult).toMatchObject({ answered: true, is_correct: true });
    expect(omarResult).toMatchObject({ answered: true, is_correct: false });
    expect(linaResult).toMatchObject({ answered: true, is_correct: true });
    // Sara answered two seconds earlier, before the restart: her speed counts.
    expect(saraResult?.points).toBeGreaterThan(linaResult?.points ?? Infinity);

    const ended = hostEvents.next('session:ended');
    await sendOk(host, 'host:end');
    expect((await ended).ranking.map((entry) => entry.nickname)[0]).toBe('Sara');
    expect(lina.userId).toBeTruthy();
    let rows: (typeof liveAnswers.$inferSelect)[] = [];
    for (let wait = 0; wait < 100 && rows.length < 3; wait++) {
      rows = await database()
        .db.select()
        .from(liveAnswers)
        .where(eq(liveAnswers.sessionId, session.session_id));
      if (rows.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(byUser.get(sara.userId)).toMatchObject({ choiceKeys: ['a'], isCorrect: true });
    expect(byUser.get(sara.userId)?.answeredAt.getTime()).toBe(saraAck.ok ? saraAck.data.answered_at : 0);
    expect(byUser.get(omar.userId)).toMatchObject({ choiceKeys: ['b'], isCorrect: false });
    expect(byUser.get(lina.userId)).toMatchObject({ choiceKeys: ['a'], isCorrect: true });
  });

  it('closes on resume a question whose time ran out while the server was down, with the answers acknowledged before', async () => {
    const clock = createManualClock();
    const { dataDir, first, session, players } = await setUpGame(clock);
    const [sara] = players as [(typeof players)[0]];
    expect((await send(sara.socket, 'player:answer', { question_index: 0, choice_keys: ['a'] })).ok).toBe(
      true,
    );

    const copy = await crash(first, dataDir);
    const restartedClock = createManualClock(clock.now() + 60_000);
    const second = await startOn(copy, restartedClock);
    await restartedClock.advance(0);

    const socket = await client(second.url, sara.token);
    const view = await sendOk<PlayerView>(socket, 'player:rejoin', {
      pin: session.pin,
      player_id: sara.joined.player_id,
      seat_token: sara.joined.seat_token,
    });
    expect(view).toMatchObject({ phase: 'reveal', question_index: 0 });
    expect(view.result).toMatchObject({ index: 0, answered: true, is_correct: true });
    expect(view.closed).toMatchObject({ answered: 1, players: 3 });
  });

  it("records an ended game's answers on resume when the stop came before they were recorded", async () => {
    const clock = createManualClock();
    const { dataDir, first, session, players, host } = await setUpGame(clock);
    for (const player of players)
      expect((await send(player.socket, 'player:answer', { question_index: 0, choice_keys: ['a'] })).ok).toBe(
        true,
      );
    await sendOk(host, 'host:end');
    const rowsOf = () =>
      database().db.select().from(liveAnswers).where(eq(liveAnswers.sessionId, session.session_id));
    for (let wait = 0; wait < 100 && (await rowsOf()).length < 3; wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // As if the process had died between the end and the recording.
    await database().db.delete(liveAnswers).where(eq(liveAnswers.sessionId, session.session_id));

    const copy = await crash(first, dataDir);
    await startOn(copy, createManualClock(clock.now() + 1000));
    let rows: (typeof liveAnswers.$inferSelect)[] = [];
    for (let wait = 0; wait < 100 && rows.length < 3; wait++) {
      rows = await rowsOf();
      if (rows.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows.map((row) => row.userId).sort()).toEqual(players.map((player) => player.userId).sort());
    expect(rows.every((row) => row.choiceKeys.join() === 'a' && row.isCorrect)).toBe(true);
  });
});
