import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_PLAYERS_LIMIT, type CreatedSession, type CreateSessionBody } from '@awarequest/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { hashPassword } from '../../apps/server/src/lib/crypto.js';
import { insertUser } from '../../apps/server/src/modules/accounts/users.repository.js';
import { announceReady, closeOnStop } from '../shared/server-lifecycle.js';
import { insertBenchGame } from './bench-game.js';

/**
 * The production AwareQuest server for the live benchmark: PGlite in a throw-away directory
 * loaded with the real content pack, the in-memory live store (or Redis when REDIS_URL is
 * set), and one live session ready to join, of a game of every kind of question (bench-game.ts). Its PIN and host key go to the runner.
 */

const PASSWORD = 'Secret123';
const questionsCount = Number(process.env.BENCH_LIVE_QUESTIONS ?? '5');
const answerSeconds = Number(process.env.BENCH_LIVE_ANSWER_SECONDS ?? '15');

/**
 * With BENCH_LIVE_EXTRA=true this is a further instance of a multi-instance run: it shares the
 * live store and the Socket.IO adapter through Redis and only serves players; the session lives
 * on the first instance.
 */
const isExtra = process.env.BENCH_LIVE_EXTRA === 'true';

const dataDir = await mkdtemp(path.join(tmpdir(), 'aq-bench-live-'));
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED: 'false',
  RATE_LIMITS: 'false',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
  DATABASE_URL: '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  // The memory store journals under DATA_DIR/live; LIVE_JOURNAL_DIR=off measures it without.
  LIVE_JOURNAL_DIR: process.env.LIVE_JOURNAL_DIR ?? '',
  ...(isExtra ? { CONTENT_DIR: 'off' } : {}),
});
const app = await buildApp(config);
closeOnStop(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const session = isExtra ? null : await createBenchSession();

await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('live bench server: no TCP address');
announceReady(address.port, {
  pin: session?.pin ?? '',
  hostKey: session?.host_key ?? '',
  questions: String(questionsCount),
  store: config.redisUrl ? 'redis' : 'memory',
});

/** A host account, signed in, and a player game drawn from the question bank, ready to join. */
async function createBenchSession(): Promise<CreatedSession> {
  const email = `bench-${randomUUID()}@bench.invalid`;
  await insertUser(app.ctx.db, {
    name: 'Bench Host',
    email,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
  });
  const token = login.json<{ data: { token: string } }>().data.token;

  // A game whose questions take turns through the kinds, typed answers and orderings included.
  const gameId = await insertBenchGame(app.ctx.db, questionsCount);
  const body: CreateSessionBody = {
    source: { kind: 'game', game_id: gameId },
    settings: {
      reading_seconds: 0,
      answer_seconds: answerSeconds,
      late_join: false,
      // Every seat a session may have: the bench plays up to 10,000 players (the default is 1,000).
      max_players: MAX_PLAYERS_LIMIT,
      // BENCH_LIVE_SHAPES_ONLY=true: players' screens show answer shapes only (smaller messages).
      ...(process.env.BENCH_LIVE_SHAPES_ONLY === 'true' ? { show_questions_on_devices: false } : {}),
    },
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/live/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (created.statusCode !== 201) throw new Error(`creating the session failed: ${created.body}`);
  return created.json<{ data: CreatedSession }>().data;
}
