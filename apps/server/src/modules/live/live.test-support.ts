import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import {
  LIVE_SOCKET_PATH,
  type Ack,
  type ClientToServerEvents,
  type CreatedSession,
  type HostView,
  type Joined,
  type ServerToClientEvents,
  type SessionSettingsInput,
} from '@awarequest/contracts';
import { buildApp, type App } from '../../app.js';
import type { Database } from '../../db/client.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame, type GameFixture } from '../../test/content.fixtures.js';
import { testConfig } from '../../test/test-app.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import type { LiveClock } from './live-clock.js';

/** A fresh player id, for a test that seats a player without a socket. */
export { newPlayerId } from './live-sessions.js';

/**
 * Live games in tests: apps listening on a free port with a manual clock, real socket.io
 * clients, and helpers to wait for events.
 */

export type Client = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/** A clock that moves only when told; timers due on the way run in time order. */
export function createManualClock(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { time: number; run: () => void }>();
  const clock: LiveClock & { advance(ms: number): Promise<void>; set(time: number): void } = {
    now: () => now,
    at(time, run) {
      const id = nextId++;
      timers.set(id, { time, run });
      return () => timers.delete(id);
    },
    /** Moves on `ms`, running each timer due on the way (and letting its async work settle). */
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.time <= target)
          .sort((a, b) => a[1].time - b[1].time)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].time);
        due[1].run();
        await settle();
      }
      now = target;
      await settle();
    },
    set(time) {
      now = time;
    },
  };
  return clock;
}
export type ManualClock = ReturnType<typeof createManualClock>;

/** Lets promise chains and I/O callbacks started by a timer run (Redis round trips included). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 15));

export interface LiveApp {
  app: App;
  url: string;
}

export async function startLiveApp(
  database: Database,
  clock: LiveClock,
  env: Record<string, string> = {},
): Promise<LiveApp> {
  const app = await buildApp(testConfig(env), { database, liveClock: clock });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address };
}

/**
 * Per test: an emptied database, a manual clock, an app listening on a free port, and every
 * client connected through `connect` closed afterwards.
 */
export function useLiveApp(env: Record<string, string> = {}) {
  const database = useTestDatabase();
  const state: { live?: LiveApp; clock?: ManualClock; clients: Client[] } = { clients: [] };
  beforeEach(async () => {
    await truncateAll(database());
    state.clock = createManualClock();
    state.live = await startLiveApp(database(), state.clock, env);
  });
  afterEach(async () => {
    for (const client of state.clients.splice(0)) client.disconnect();
    await state.live?.app.close();
  });
  const live = () => {
    if (!state.live || !state.clock) throw new Error('useLiveApp: no app outside a test');
    return { ...state.live, clock: state.clock, database: database() };
  };
  return {
    live,
    connect: async (options: Parameters<typeof connect>[1] & { url?: string } = {}) => {
      const client = await connect(options.url ?? live().url, options);
      state.clients.push(client);
      return client;
    },
  };
}

/**
 * Per test: an emptied database and two instances on it sharing one Redis (TEST_REDIS_URL) and
 * one manual clock; `clients` pushed by the test are closed afterwards.
 */
export function useTwoLiveApps() {
  const database = useTestDatabase();
  const pair = { clients: [] as Client[] } as { first: LiveApp; second: LiveApp; clients: Client[] };
  beforeEach(async () => {
    await truncateAll(database());
    const clock = createManualClock();
    pair.first = await startLiveApp(database(), clock);
    pair.second = await startLiveApp(database(), clock, {
      REDIS_KEY_PREFIX: pair.first.app.ctx.config.redisKeyPrefix,
    });
  });
  afterEach(async () => {
    for (const client of pair.clients.splice(0)) client.disconnect();
    await pair.first.app.close();
    await pair.second.app.close();
  });
  return pair;
}

export async function connect(
  url: string,
  options: {
    token?: string;
    language?: string;
    headers?: Record<string, string>;
    transports?: ('websocket' | 'polling')[];
  } = {},
): Promise<Client> {
  const auth: Record<string, string> = {};
  if (options.token) auth.token = options.token;
  if (options.language) auth.language = options.language;
  const client: Client = connectClient(url, {
    path: LIVE_SOCKET_PATH,
    transports: options.transports ?? ['websocket'],
    forceNew: true,
    reconnection: false,
    auth,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => {
      resolve();
    });
    client.once('connect_error', reject);
  });
  return client;
}

/** Sends a command and returns its ack. */
export function send<T = unknown>(client: Client, event: string, payload: unknown): Promise<Ack<T>> {
  const emitter = client.timeout(5000) as unknown as {
    emitWithAck: (event: string, payload: unknown) => Promise<Ack<T>>;
  };
  return emitter.emitWithAck(event, payload);
}

/** Sends a command that must succeed, and returns its data. */
export async function sendOk<T = unknown>(client: Client, event: string, payload: unknown = {}): Promise<T> {
  const ack = await send<T>(client, event, payload);
  if (!ack.ok) throw new Error(`${event} failed: ${ack.code} ${ack.message}`);
  return ack.data;
}

/**
 * Records every event a client receives, to wait for one (`next`) or look back (`all`).
 */
export function recorder(client: Client) {
  const seen: { event: string; payload: unknown }[] = [];
  const waiters: {
    event: string;
    match: (payload: never) => boolean;
    resolve: (payload: unknown) => void;
  }[] = [];
  client.onAny((event: string, payload: unknown) => {
    seen.push({ event, payload });
    for (const waiter of [...waiters])
      if (waiter.event === event && waiter.match(payload as never)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
  });
  return {
    all: <K extends keyof ServerToClientEvents>(event: K) =>
      seen
        .filter((entry) => entry.event === event)
        .map((entry) => entry.payload as Parameters<ServerToClientEvents[K]>[0]),
    /** The next `event` (from now on) that matches, within `timeoutMs`. */
    next<K extends keyof ServerToClientEvents>(
      event: K,
      match: (payload: Parameters<ServerToClientEvents[K]>[0]) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<Parameters<ServerToClientEvents[K]>[0]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push({
          event,
          match,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload as Parameters<ServerToClientEvents[K]>[0]);
          },
        });
      });
    },
    clear: () => seen.splice(0),
    raw: () => JSON.stringify(seen),
  };
}
export type Recorder = ReturnType<typeof recorder>;

/** A signed-in host (a new player, or the one `hostToken` names), a game, and a session created through the API. */
export async function createSession(
  app: App,
  options: { settings?: SessionSettingsInput; game?: GameFixture; hostToken?: string } = {},
): Promise<CreatedSession & { token: string; gameId: string; questionIds: string[] }> {
  const token = options.hostToken ?? (await loginToken(app, (await createUser(app)).email));
  const { game, questions } = await createGame(app, options.game ?? {});
  const response = await app.inject({
    method: 'POST',
    url: '/api/live/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      source: { kind: 'game', game_id: game.id },
      settings: { reading_seconds: 0, answer_seconds: 20, ...options.settings },
    },
  });
  if (response.statusCode !== 201) throw new Error(`creating a session failed: ${response.body}`);
  const created = response.json<{ data: CreatedSession }>().data;
  return { ...created, token, gameId: game.id, questionIds: questions.map((question) => question.id) };
}

/** A host socket attached to a session. */
export async function attachHost(client: Client, session: CreatedSession): Promise<HostView> {
  return sendOk<HostView>(client, 'host:attach', { pin: session.pin, host_key: session.host_key });
}

export async function joinAs(
  client: Client,
  pin: string,
  nickname: string,
  extra: object = {},
): Promise<Joined> {
  return sendOk<Joined>(client, 'player:join', { pin, nickname, avatar: 'cat', ...extra });
}
