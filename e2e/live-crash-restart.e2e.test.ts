import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LIVE_SOCKET_PATH,
  type Ack,
  type CreatedSession,
  type HostView,
  type Joined,
  type PlayerResult,
  type PlayerView,
} from '../packages/contracts/src/index.js';
import { apiData } from './support/games.js';
import { ADMIN, SERVER_ENV, loginViaApi } from './support/app.js';
import { createGame } from './support/live-game.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * A fault test of the real process on the embedded defaults (PGlite, the in-memory live store):
 * `kill -9` in the middle of a question, a start on the same data dir and port, and every
 * player back in their seat, with every acknowledged answer, within 5 s.
 */

const servers: RunningServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const server of servers.splice(0)) await server.stop();
});

/** A socket as the web app opens it (lib/socket.ts): it reconnects by itself, 0.5 to 4 s apart. */
function open(url: string): Socket {
  const socket = io(url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 4000,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.once('connect', () => {
      resolve();
    });
  });

async function command<T>(socket: Socket, event: string, payload: unknown): Promise<Ack<T>> {
  return (await socket.timeout(10_000).emitWithAck(event, payload)) as Ack<T>;
}
async function ok<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const ack = await command<T>(socket, event, payload);
  if (!ack.ok) throw new Error(`${event}: ${ack.code} ${ack.message}`);
  return ack.data;
}

interface Player {
  nickname: string;
  socket: Socket;
  joined: Joined;
  /** Each view a rejoin gave back, with when it came. */
  rejoins: { view: PlayerView; at: number }[];
  results: PlayerResult[];
}

/** As the web app does: every connection after the first goes back to the seat this phone holds. */
function rejoinOnEachConnect(pin: string, player: Player) {
  player.socket.on('connect', () => {
    void command<PlayerView>(player.socket, 'player:rejoin', {
      pin,
      player_id: player.joined.player_id,
      seat_token: player.joined.seat_token,
    })
      .then((ack) => {
        if (ack.ok) player.rejoins.push({ view: ack.data, at: Date.now() });
      })
      // The test's end disconnects the socket with this ack still pending: a missing rejoin
      // fails the test through `rejoins`, not as an unhandled rejection.
      .catch(() => undefined);
  });
  player.socket.on('player:result', (result: PlayerResult) => player.results.push(result));
}

const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the embedded server killed with -9 in the middle of a question', () => {
  it('comes back on the same data dir with every player in their seat within 5 s and no acknowledged answer lost', async () => {
    const first = await startServer(SERVER_ENV);
    servers.push(first);
    const port = new URL(first.url).port;
    const gameId = await createGame(first.url);
    const token = await loginViaApi(first.url, ADMIN.email, ADMIN.password);
    const session = (await apiData(first.url, token, 'POST', '/live/sessions', {
      source: { kind: 'game', game_id: gameId },
      // The longest window: a slow start on a busy machine must not end the question meanwhile.
      settings: { reading_seconds: 0, answer_seconds: 240 },
    })) as unknown as CreatedSession;
    const { pin } = session;

    const host = open(first.url);
    await connected(host);
    await ok<HostView>(host, 'host:attach', { pin, host_key: session.host_key });
    host.on('connect', () => {
      // Reattaching after the restart; the test's end may disconnect with the ack pending.
      command(host, 'host:attach', { pin, host_key: session.host_key }).catch(() => undefined);
    });

    const players: Player[] = [];
    for (const nickname of ['Sara', 'Omar', 'Lina', 'Noor', 'Adam']) {
      const socket = open(first.url);
      await connected(socket);
      const joined = await ok<Joined>(socket, 'player:join', { pin, nickname, avatar: 'cat' });
      const player: Player = { nickname, socket, joined, rejoins: [], results: [] };
      rejoinOnEachConnect(pin, player);
      players.push(player);
    }
    const ready = players.map(
      (player) =>
        new Promise<number>((resolve) =>
          player.socket.on('session:state', (state: PlayerView) => {
            if (state.phase === 'get_ready' && state.question) resolve(state.question.opens_at);
          }),
        ),
    );
    await ok(host, 'host:start', {});
    // The question opens at the end of get ready, on the server's clock (this machine's).
    const opensAt = Math.max(...(await Promise.all(ready)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt - Date.now()) + 50));

    // Three players answer; the server's timer may still be opening the question.
    const answered = new Map<string, string[]>();
    const answer = async (player: Player, keys: string[]) => {
      for (;;) {
        const ack = await command(player.socket, 'player:answer', { question_index: 0, choice_keys: keys });
        if (ack.ok) return answered.set(player.nickname, keys);
        if (ack.code !== 'ANSWER_NOT_OPEN') throw new Error(`answer: ${ack.code}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const [sara, omar, lina, noor, adam] = players as [Player, Player, Player, Player, Player];
    await Promise.all([answer(sara, ['b']), answer(omar, ['a']), answer(lina, ['b'])]);
    expect(answered.size).toBe(3);

    await first.kill();
    servers.splice(servers.indexOf(first), 1);
    const second = await startServer({ ...SERVER_ENV, PORT: port }, first.dataDir);
    servers.push(second);
    const startedAt = Date.now();
    await until(() => players.every((player) => player.rejoins.length > 0), 5000, 'every player back');
    expect(
      Math.max(...players.map((player) => (player.rejoins[0]?.at ?? Infinity) - startedAt)),
    ).toBeLessThanOrEqual(5000);
    for (const player of players)
      expect(player.rejoins[0]?.view, player.nickname).toMatchObject({
        phase: 'question',
        question_index: 0,
        player: { id: player.joined.player_id, nickname: player.nickname },
        my_answer: answered.get(player.nickname) ?? null,
      });

    // The game goes on: the last two answer, the question closes, and every answer counts.
    await Promise.all([answer(noor, ['b']), answer(adam, ['c'])]);
    await until(() => players.every((player) => player.results.length > 0), 10_000, 'every result');
    for (const player of players)
      expect(player.results[0], player.nickname).toMatchObject({
        index: 0,
        answered: true,
        is_correct: answered.get(player.nickname)?.[0] === 'b',
      });
    const hostView = await ok<HostView>(host, 'host:attach', { pin, host_key: session.host_key });
    expect(hostView).toMatchObject({ phase: 'reveal', closed: { answered: 5, players: 5 } });
  });
});
