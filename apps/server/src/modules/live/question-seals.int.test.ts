import { MAX_PLAYERS_LIMIT } from '@awarequest/contracts';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemorySessionStore } from './memory-session-store.js';
import { createQuestionSeals } from './question-seals.js';
import { createRedisSessionStore } from './redis-session-store.js';
import { closeQuestion, endSession, nextQuestion, openQuestion, startSession } from './session-engine.js';
import { join, sessionOf } from './session-engine.fixtures.js';
import type { SessionCore } from './session-model.js';
import type { SessionStore } from './session-store.js';

/**
 * The seals of live questions on both stores. On Redis, the session is driven through one
 * instance's store and the seals are read through another's, as two servers would.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const redisClients: Redis[] = [];
afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
});

function redisStore(prefix: string, ttlMs?: number): SessionStore {
  const redis = new Redis(redisUrl ?? '');
  redisClients.push(redis);
  return createRedisSessionStore({ redis, prefix, ...(ttlMs ? { ttlMs } : {}) });
}

interface Instances {
  name: string;
  /** The store the host's commands go through, and the one another instance reads seals from. */
  make: (ttlMs?: number) => { driver: SessionStore; reader: SessionStore };
}

const kinds: Instances[] = [
  {
    name: 'memory',
    make: (ttlMs) => {
      const store = createMemorySessionStore(ttlMs ? { ttlMs } : {});
      return { driver: store, reader: store };
    },
  },
];
if (redisUrl)
  kinds.push({
    name: 'redis (two instances)',
    make: (ttlMs) => {
      const prefix = `aqtest:${randomBytes(6).toString('hex')}:`;
      return { driver: redisStore(prefix, ttlMs), reader: redisStore(prefix, ttlMs) };
    },
  });

const IDS = ['q1', 'q2', 'q3'];

describe.each(kinds)('question seals on the $name store', ({ make }) => {
  async function lobby(driver: SessionStore) {
    const pin = await driver.reservePin('session-1');
    if (!pin) throw new Error('no PIN');
    const made = sessionOf({ reading_seconds: 0 });
    const core = { ...made.core, pin };
    await driver.create({ ...made.def, pin }, core);
    const player = join(core);
    await driver.addPlayer(pin, player, core.version, MAX_PLAYERS_LIMIT);
    return { pin, core, def: { ...made.def, pin }, player };
  }

  /** Commits one engine step, as the host's command would (questions held before a start or next). */
  async function step(driver: SessionStore, from: SessionCore, to: { ok: boolean; core?: SessionCore }) {
    if (!to.ok || !to.core) throw new Error('refused');
    if (to.core.phase === 'get_ready') await driver.holdQuestions(from.pin, IDS);
    expect(await driver.commit(from.pin, from.version, { core: to.core })).toBe(true);
    return to.core;
  }

  it('seals every unclosed question from the start, lifts each at its close and the rest at the end', async () => {
    const { driver, reader } = make();
    const seals = createQuestionSeals(reader);
    const { pin, core, def, player } = await lobby(driver);
    const counts = { players: 1, extended: 0 };
    expect(await seals.sealedAmong(IDS)).toEqual(new Set());

    let now = await step(driver, core, startSession(core, counts, 0));
    expect(await seals.sealedAmong([...IDS, 'elsewhere'])).toEqual(new Set(IDS));
    now = await step(driver, now, openQuestion(now, counts, 3000));
    expect(await seals.sealedAmong(IDS)).toEqual(new Set(IDS));

    const closed = closeQuestion(now, [player], new Map(), def.questions[0], 5000);
    now = await step(driver, now, closed);
    expect(await seals.sealedAmong(IDS)).toEqual(new Set(['q2', 'q3']));
    expect(pin).toBe(now.pin);

    now = await step(driver, now, nextQuestion(now, 6000));
    expect(await seals.sealedAmong(IDS)).toEqual(new Set(['q2', 'q3']));
    await step(driver, now, endSession(now, [player], null, 7000));
    expect(await seals.sealedAmong(IDS)).toEqual(new Set());
  });

  it('lifts the seals of a session that is deleted', async () => {
    const { driver, reader } = make();
    const seals = createQuestionSeals(reader);
    const { pin, core } = await lobby(driver);
    await step(driver, core, startSession(core, { players: 1, extended: 0 }, 0));
    expect(await seals.sealedAmong(['q3'])).toEqual(new Set(['q3']));
    await driver.delete(pin);
    expect(await seals.sealedAmong(['q3'])).toEqual(new Set());
  });
});

describe('question seals of an expired session', () => {
  it('go with a memory session a time to live after its last activity', async () => {
    let now = 0;
    const store = createMemorySessionStore({ ttlMs: 1000, clock: () => now });
    const seals = createQuestionSeals(store);
    const pin = await store.reservePin('s');
    if (!pin) throw new Error('no PIN');
    const { core, def } = sessionOf();
    await store.create({ ...def, pin }, { ...core, pin });
    await store.addPlayer(pin, join(core), core.version, MAX_PLAYERS_LIMIT);
    const started = startSession({ ...core, pin }, { players: 1, extended: 0 }, 0);
    if (!started.ok) throw new Error(started.code);
    await store.holdQuestions(pin, IDS);
    await store.commit(pin, core.version, { core: started.core });
    now = 999;
    expect(await seals.sealedAmong(['q1'])).toEqual(new Set(['q1']));
    now = 2500;
    expect(await seals.sealedAmong(['q1'])).toEqual(new Set());
  });

  it.skipIf(!redisUrl)('go with a Redis session when its keys expire', async () => {
    const prefix = `aqtest:${randomBytes(6).toString('hex')}:`;
    const store = redisStore(prefix, 300);
    const seals = createQuestionSeals(redisStore(prefix, 300));
    const pin = await store.reservePin('s');
    if (!pin) throw new Error('no PIN');
    const { core, def } = sessionOf();
    await store.create({ ...def, pin }, { ...core, pin });
    await store.addPlayer(pin, join(core), core.version, MAX_PLAYERS_LIMIT);
    const started = startSession({ ...core, pin }, { players: 1, extended: 0 }, 0);
    if (!started.ok) throw new Error(started.code);
    await store.holdQuestions(pin, IDS);
    await store.commit(pin, core.version, { core: started.core });
    expect(await seals.sealedAmong(['q1'])).toEqual(new Set(['q1']));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await seals.sealedAmong(['q1'])).toEqual(new Set());
  });
});
