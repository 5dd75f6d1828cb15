import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AVATAR_IDS, type HostView, type Joined, type PlayerView } from '@awarequest/contracts';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { useTestDatabase } from '../../test/test-database.js';
import { answer, gameHelpers, QUESTIONS } from './live-game.test-support.js';
import {
  attachHost,
  connect,
  createManualClock,
  createSession,
  recorder,
  send,
  sendOk,
  startLiveApp,
  useLiveApp,
  useTwoLiveApps,
  type Client,
  type LiveApp,
} from './live.test-support.js';

/**
 * Teams and default avatars over sockets, on the store the suite runs on (memory on PGlite,
 * Redis with TEST_REDIS_URL), on two instances sharing Redis, and across a restart of the
 * embedded default (the journal).
 */

describe('teams in a live game', () => {
  const context = useLiveApp();
  const { connect: open, live } = context;
  const { startAndOpen } = gameHelpers(context);

  async function seatGuest(pin: string, nickname: string, token?: string) {
    const client = await open(token ? { token } : {});
    const events = recorder(client);
    const joined = await sendOk<Joined>(client, 'player:join', { pin, nickname });
    return { client, events, joined };
  }

  it('gives players who pick no avatar distinct ones, and a picked one as picked', async () => {
    const session = await createSession(live().app);
    const seats = [];
    for (const nickname of ['Ann', 'Ben', 'Cid', 'Dan']) seats.push(await seatGuest(session.pin, nickname));
    const picker = await open();
    const picked = await sendOk<Joined>(picker, 'player:join', {
      pin: session.pin,
      nickname: 'Eve',
      avatar: 'cat',
    });
    const avatars = seats.map((seat) => seat.joined.view.player.avatar);
    expect(new Set(avatars).size).toBe(4);
    expect(avatars.every((avatar) => (AVATAR_IDS as readonly string[]).includes(avatar))).toBe(true);
    expect(picked.view.player.avatar).toBe('cat');
    // Cat is used twice now: the next default is none of the five seen.
    const next = await seatGuest(session.pin, 'Fay');
    expect([...avatars, 'cat']).not.toContain(next.joined.view.player.avatar);
  });

  it('plays host-assigned teams: setup in the lobby, team leaderboard, own team, team podium', async () => {
    const session = await createSession(live().app, { game: { questions: QUESTIONS } });
    const host = await open();
    const hostEvents = recorder(host);
    await attachHost(host, session);
    const changed = hostEvents.next('host:teams-changed');
    await sendOk(host, 'host:teams', { team_mode: 'host', team_size: 4, team_count: 2 });
    expect((await changed).settings).toMatchObject({ team_mode: 'host', team_count: 2 });
    const [ann, ben, cid] = [
      await seatGuest(session.pin, 'Ann'),
      await seatGuest(session.pin, 'Ben'),
      await seatGuest(session.pin, 'Cid'),
    ];
    const assigned = hostEvents.next('host:teams-changed', (payload) => payload.assigned !== null);
    await sendOk(host, 'host:team-assign', { player_id: ann.joined.player_id, team_id: 'A' });
    expect((await assigned).assigned).toEqual({ player_id: ann.joined.player_id, team: 'A' });
    await sendOk(host, 'host:team-assign', { player_id: ben.joined.player_id, team_id: 'B' });
    expect(
      await send(host, 'host:team-assign', { player_id: cid.joined.player_id, team_id: 'Q' }),
    ).toMatchObject({
      ok: false,
      code: 'TEAM_NOT_FOUND',
    });
    // Not a host: refused.
    expect(await send(cid.client, 'host:teams', { team_mode: 'random' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const lobby = await attachHost(await open(), session);
    expect(lobby.teams?.map((team) => [team.id, team.members])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);

    const seats = [ann, ben, cid];
    await startAndOpen(host, seats);
    // Ann (A) right; Ben (B) right; Cid (B, put in the smaller... equal team at the start) silent.
    await answer(ann, 0, ['a']);
    await answer(ben, 0, ['a']);
    const closed = hostEvents.next('question:closed');
    const result = ann.events.next('player:result');
    await sendOk(host, 'host:next');
    const reveal = await closed;
    expect(reveal.teams?.map((team) => team.id).sort()).toEqual(['A', 'B']);
    const cidTeam = (await attachHost(await open(), session)).players.find(
      (player) => player.id === cid.joined.player_id,
    )?.team;
    const teamOf = (id: string) => reveal.teams?.find((team) => team.id === id);
    const annPoints = (await result).points;
    expect(teamOf('A')?.score).toBe(cidTeam === 'A' ? Math.round(annPoints / 2) : annPoints);
    expect((await result).team).toMatchObject({ id: 'A' });

    const rejoined = await sendOk<PlayerView>(await open(), 'player:rejoin', {
      pin: session.pin,
      player_id: ben.joined.player_id,
      seat_token: ben.joined.seat_token,
    });
    expect(rejoined.team).toMatchObject({ id: 'B', score: teamOf('B')?.score });

    const ended = hostEvents.next('session:ended');
    const playerEnded = ann.events.next('session:ended');
    await sendOk(host, 'host:end');
    const podium = (await ended).teams;
    expect(podium?.map((team) => team.id).sort()).toEqual(['A', 'B']);
    expect(podium?.[0]?.rank).toBe(1);
    expect((await playerEnded).teams).toEqual(podium);
    const final = await attachHost(await open(), session);
    expect(final.teams).toEqual(podium);
  });

  it('forms department teams from profiles; guests play in the team without a department', async () => {
    const { app } = live();
    const session = await createSession(app, { settings: { team_mode: 'department' } });
    const host = await open();
    const hostEvents = recorder(host);
    await attachHost(host, session);
    const finance = await createUser(app, { departments: ['Finance'] });
    const it = await createUser(app, { departments: ['IT', 'Finance'] });
    const seats = [
      await seatGuest(session.pin, 'Fin', await loginToken(app, finance.email)),
      await seatGuest(session.pin, 'Ita', await loginToken(app, it.email)),
      await seatGuest(session.pin, 'Guest'),
    ];
    await startAndOpen(host, seats);
    const closed = hostEvents.next('question:closed');
    await sendOk(host, 'host:next');
    const teams = (await closed).teams ?? [];
    expect(teams.map((team) => [team.kind, team.name, team.members]).sort()).toEqual([
      ['department', 'Finance', 1],
      ['department', 'IT', 1],
      ['no_department', '', 1],
    ]);
  });

  it('refuses a team mode once the game has started', async () => {
    const session = await createSession(live().app);
    const host = await open();
    await attachHost(host, session);
    const seat = await seatGuest(session.pin, 'Ann');
    await startAndOpen(host, [seat]);
    expect(
      await send(host, 'host:teams', { team_mode: 'random', team_size: 2, team_count: 2 }),
    ).toMatchObject({
      ok: false,
      code: 'SESSION_WRONG_PHASE',
    });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('teams on two instances sharing Redis', () => {
  const pair = useTwoLiveApps();

  it('sets teams on one instance and scores them on the other', async () => {
    const session = await createSession(pair.first.app, { settings: { team_mode: 'random', team_size: 2 } });
    const host = await connect(pair.first.url);
    pair.clients.push(host);
    const hostEvents = recorder(host);
    await attachHost(host, session);
    const players: Client[] = [];
    for (const nickname of ['Ann', 'Ben', 'Cid', 'Dan']) {
      const client = await connect(pair.second.url);
      pair.clients.push(client);
      await sendOk<Joined>(client, 'player:join', { pin: session.pin, nickname });
      players.push(client);
    }
    await sendOk(host, 'host:start');
    const ended = hostEvents.next('session:ended');
    await sendOk(host, 'host:end');
    const teams = (await ended).teams;
    expect(teams?.map((team) => team.members)).toEqual([2, 2]);
    const view = await attachHost(await connect(pair.second.url), session);
    expect(view.players.every((player) => player.team === 'A' || player.team === 'B')).toBe(true);
    expect(new Set(view.players.map((player) => player.avatar)).size).toBe(4);
  });
});

describe('teams across a restart of the embedded default', () => {
  const database = useTestDatabase();
  const apps: LiveApp[] = [];
  const clients: Client[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const { app } of apps.splice(0)) await app.close();
  });

  it('keeps the teams and their points after the process starts again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aq-teams-'));
    const clock = createManualClock();
    const first = await startLiveApp(database(), clock, { DATA_DIR: dataDir, REDIS_URL: '' });
    apps.push(first);
    const session = await createSession(first.app, { settings: { team_mode: 'random', team_size: 2 } });
    const host = await connect(first.url);
    clients.push(host);
    await attachHost(host, session);
    for (const nickname of ['Ann', 'Ben', 'Cid']) {
      const client = await connect(first.url);
      clients.push(client);
      await sendOk<Joined>(client, 'player:join', { pin: session.pin, nickname });
    }
    await sendOk(host, 'host:start');
    const before = await attachHost(host, session);
    for (const client of clients.splice(0)) client.disconnect();
    await first.app.close();
    apps.splice(0);

    const second = await startLiveApp(database(), clock, { DATA_DIR: dataDir, REDIS_URL: '' });
    apps.push(second);
    const again = await connect(second.url);
    clients.push(again);
    const after: HostView = await attachHost(again, session);
    expect(after.teams).toEqual(before.teams);
    expect(after.teams?.length).toBe(2);
    expect(after.players.map((player) => player.team)).toEqual(before.players.map((player) => player.team));
  });
});
