import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLiveJournal } from './live-journal.js';
import { createMemorySessionStore } from './memory-session-store.js';
import { createRedisSessionStore } from './redis-session-store.js';
import { closeQuestion, openQuestion, startSession } from './session-engine.js';
import { join, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, PlayerRecord, SessionCore } from './session-model.js';
import { NODE_LEASE_MS, type SessionStore } from './session-store.js';

/** One contract, two stores: the same tests run on memory and, with TEST_REDIS_URL, on Redis. */

const SEATS = 100;

const redisUrl = process.env.TEST_REDIS_URL;
const redisClients: Redis[] = [];
afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
});

interface Kind {
  name: string;
  make: (options?: { ttlMs?: number; clock?: () => number }) => SessionStore;
}

const kinds: Kind[] = [
  { name: 'memory', make: (options) => createMemorySessionStore(options) },
  {
    name: 'journaled memory',
    make: (options) =>
      createMemorySessionStore({
        ...options,
        journal: createLiveJournal(mkdtempSync(path.join(tmpdir(), 'aq-journal-'))),
      }),
  },
];
if (redisUrl)
  kinds.push({
    name: 'redis',
    make: (options) => {
      const redis = new Redis(redisUrl);
      redisClients.push(redis);
      return createRedisSessionStore({
        redis,
        prefix: `aqtest:${randomBytes(6).toString('hex')}:`,
        ...(options?.ttlMs ? { ttlMs: options.ttlMs } : {}),
      });
    },
  });

describe.each(kinds)('the $name session store', ({ make }) => {
  let store: SessionStore;
  beforeEach(() => {
    store = make();
  });

  async function created(settings = {}) {
    const pin = await store.reservePin('session-1');
    if (!pin) throw new Error('no PIN');
    const made = sessionOf({ reading_seconds: 0, ...settings });
    const core = { ...made.core, pin };
    await store.create({ ...made.def, pin }, core);
    return { pin, core, def: { ...made.def, pin } };
  }

  /** Seats players and moves the session to its first open question. */
  async function atQuestion(players = 2) {
    const { pin, core, def } = await created();
    const seated = [];
    for (let count = 0; count < players; count++) {
      const player = join(core);
      expect(await store.addPlayer(pin, player, core.version, SEATS)).toEqual({ ok: true });
      seated.push(player);
    }
    const counts = { players, extended: 0 };
    const ready = startSession(core, counts, 0);
    if (!ready.ok) throw new Error(ready.code);
    expect(await store.commit(pin, core.version, { core: ready.core })).toBe(true);
    const open = openQuestion(ready.core, counts, 3000);
    if (!open.ok) throw new Error(open.code);
    expect(await store.commit(pin, ready.core.version, { core: open.core })).toBe(true);
    return { pin, core: open.core, def, players: seated };
  }

  it('gives 6-digit PINs, never two alike while their sessions live', async () => {
    const pins = await Promise.all(Array.from({ length: 300 }, (_, n) => store.reservePin(`s${n}`)));
    expect(pins.every((pin) => pin !== null && /^\d{6}$/.test(pin))).toBe(true);
    expect(new Set(pins).size).toBe(pins.length);
  });

  it('creates a session and reads it back', async () => {
    const { pin, core, def } = await created();
    expect(await store.read(pin)).toEqual({ core, counts: { players: 0, extended: 0, avatars: {} } });
    expect(await store.definition(pin)).toEqual(def);
    expect(await store.read('000000')).toBeUndefined();
  });

  it('seats players with unique nickname keys, counting them', async () => {
    const { pin, core } = await created();
    const sara = join(core, { nickname: 'Sara', extendedTime: true });
    expect(await store.addPlayer(pin, sara, core.version, SEATS)).toEqual({ ok: true });
    const again = join(core, { nickname: 'SARA' });
    expect(await store.addPlayer(pin, again, core.version, SEATS)).toEqual({
      ok: false,
      code: 'NICKNAME_TAKEN',
    });
    expect((await store.read(pin))?.counts).toEqual({ players: 1, extended: 1, avatars: { cat: 1 } });
    expect(await store.player(pin, sara.id)).toEqual(sara);
    expect(await store.connectedIds(pin)).toEqual(new Set([sara.id]));
    expect(await store.playersByIds(pin, [sara.id, 'nobody'])).toEqual([sara, undefined]);
  });

  it('refuses a seat beyond the seats of the session, even to joins sent at once, and frees one on a kick', async () => {
    const { pin, core } = await created();
    const players = Array.from({ length: 5 }, () => join(core));
    const results = await Promise.all(players.map((player) => store.addPlayer(pin, player, core.version, 3)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, code: 'SESSION_FULL' },
      { ok: false, code: 'SESSION_FULL' },
    ]);
    expect((await store.read(pin))?.counts.players).toBe(3);
    const seated = (await store.players(pin))[0];
    if (!seated) throw new Error('nobody seated');
    const next = { ...core, version: core.version + 1 };
    expect(await store.commit(pin, core.version, { core: next, remove: seated })).toBe(true);
    expect(await store.addPlayer(pin, join(core), next.version, 3)).toEqual({ ok: true });
  });

  it('asks a join to retry when the core moved on, and refuses an unknown session', async () => {
    const { pin, core } = await created();
    expect(await store.addPlayer(pin, join(core), core.version + 1, SEATS)).toEqual({
      ok: false,
      code: 'RETRY',
    });
    expect(await store.addPlayer('999999', join(core), 1, SEATS)).toEqual({
      ok: false,
      code: 'SESSION_NOT_FOUND',
    });
  });

  it('keeps one answer per player, only for the open question', async () => {
    const { pin, core, players } = await atQuestion();
    const [first, second] = players as [(typeof players)[0], (typeof players)[0]];
    const question = { round: core.round, index: 0 };
    expect(await store.addAnswer(pin, question, first.id, { keys: ['a'], at: 1 })).toEqual({
      ok: true,
      count: 1,
    });
    expect(await store.addAnswer(pin, question, first.id, { keys: ['b'], at: 2 })).toEqual({
      ok: false,
      code: 'ALREADY_ANSWERED',
    });
    expect(
      await store.addAnswer(pin, { round: core.round, index: 1 }, second.id, { keys: ['a'], at: 2 }),
    ).toEqual({
      ok: false,
      code: 'ANSWER_CLOSED',
    });
    expect(await store.addAnswer(pin, question, 'stranger', { keys: ['a'], at: 2 })).toEqual({
      ok: false,
      code: 'NOT_IN_SESSION',
    });
    expect(await store.answer(pin, core.round, 0, first.id)).toEqual({ keys: ['a'], at: 1 });
    expect(await store.answersCount(pin, core.round, 0)).toBe(1);
  });

  it('keeps typed answers, estimates and an ordering’s keys exactly as given', async () => {
    const { pin, core, players } = await atQuestion(3);
    const question = { round: core.round, index: 0 };
    const given: AnswerRecord[] = [
      { keys: [], text: 'التَّصَيُّد الإحتيالى', at: 3001 },
      { keys: [], value: 37.25, at: 3002 },
      { keys: ['d', 'a', 'c', 'b'], at: 3003 },
    ];
    for (const [index, answer] of given.entries())
      expect(await store.addAnswer(pin, question, (players[index] as PlayerRecord).id, answer)).toMatchObject(
        {
          ok: true,
        },
      );
    const read = await store.answers(pin, core.round, 0);
    expect(players.map((player) => read.get(player.id))).toEqual(given);
    expect(await store.answer(pin, core.round, 0, (players[1] as PlayerRecord).id)).toEqual(given[1]);
  });

  it('takes exactly one of many simultaneous answers of one player', async () => {
    const { pin, core, players } = await atQuestion(1);
    const id = (players[0] as { id: string }).id;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        store.addAnswer(pin, { round: core.round, index: 0 }, id, { keys: ['a'], at: n }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('commits one of many transitions from the same version, and refuses a stale one', async () => {
    const { pin, core } = await created();
    const moved: SessionCore = { ...core, locked: true, version: core.version + 1 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.commit(pin, core.version, { core: moved })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.commit(pin, core.version, { core: moved })).toBe(false);
    expect((await store.read(pin))?.core.locked).toBe(true);
  });

  it('closes a question only with the answers it read, and refuses answers after the close', async () => {
    const { pin, core, def, players } = await atQuestion();
    const [first, second] = players as [(typeof players)[0], (typeof players)[0]];
    const question = { round: core.round, index: 0 };
    await store.addAnswer(pin, question, first.id, { keys: ['a'], at: 3000 });
    const read = await store.answers(pin, core.round, 0);
    // An answer arrives after the close read the answers: the close must read again.
    await store.addAnswer(pin, question, second.id, { keys: ['a'], at: 3001 });
    const stale = closeQuestion(core, players, read, def.questions[0], 9000);
    if (!stale.ok) throw new Error(stale.code);
    const guard = { ...question, count: read.size };
    expect(await store.commit(pin, core.version, { core: stale.core, answersGuard: guard })).toBe(false);
    const all = await store.answers(pin, core.round, 0);
    const closed = closeQuestion(core, players, all, def.questions[0], 9000);
    if (!closed.ok) throw new Error(closed.code);
    expect(
      await store.commit(pin, core.version, {
        core: closed.core,
        players: closed.players,
        answersGuard: { ...question, count: all.size },
      }),
    ).toBe(true);
    expect((await store.player(pin, first.id))?.score).toBe(1000);
    expect(await store.addAnswer(pin, question, first.id, { keys: ['a'], at: 9001 })).toMatchObject({
      code: 'ANSWER_CLOSED',
    });
  });

  it('removes a kicked player for good: the nickname is free, a later write does not bring them back', async () => {
    const { pin, core } = await created();
    const player = join(core, { nickname: 'Kicked' });
    await store.addPlayer(pin, player, core.version, SEATS);
    const next = { ...core, version: core.version + 1 };
    expect(await store.commit(pin, core.version, { core: next, remove: player })).toBe(true);
    expect(await store.player(pin, player.id)).toBeUndefined();
    expect((await store.read(pin))?.counts.players).toBe(0);
    expect(
      await store.commit(pin, next.version, {
        core: { ...next, version: next.version + 1 },
        players: [player],
      }),
    ).toBe(true);
    expect(await store.players(pin)).toEqual([]);
    const other = join(core, { nickname: 'kicked' });
    expect(await store.addPlayer(pin, other, next.version + 1, SEATS)).toEqual({ ok: true });
  });

  it('lists sessions whose phase is due, and forgets them once the phase has no end', async () => {
    const { pin, core } = await created();
    const ready = { ...core, phase: 'get_ready' as const, phaseEndsAt: 5000, version: core.version + 1 };
    await store.commit(pin, core.version, { core: ready });
    expect(await store.due(4999)).not.toContain(pin);
    expect(await store.due(5000)).toContain(pin);
    await store.commit(pin, ready.version, {
      core: { ...ready, phaseEndsAt: null, version: ready.version + 1 },
    });
    expect(await store.due(10_000)).not.toContain(pin);
  });

  it('counts connections per player', async () => {
    const { pin, core } = await created();
    const player = join(core);
    await store.addPlayer(pin, player, core.version, SEATS);
    expect(await store.connect(pin, player.id, 1)).toBe(2);
    expect(await store.connectedIds(pin)).toEqual(new Set([player.id]));
    await store.connect(pin, player.id, -1);
    expect(await store.connect(pin, player.id, -1)).toBe(0);
    expect(await store.connectedIds(pin)).toEqual(new Set());
  });

  it('deletes a session and frees its PIN', async () => {
    const { pin } = await created();
    await store.delete(pin);
    expect(await store.read(pin)).toBeUndefined();
    expect(await store.definition(pin)).toBeUndefined();
  });
});

describe('session expiry', () => {
  it('forgets a memory session a time to live after its last activity', async () => {
    let now = 0;
    const store = createMemorySessionStore({ ttlMs: 1000, clock: () => now });
    const pin = await store.reservePin('s');
    if (!pin) throw new Error('no PIN');
    const { core, def } = sessionOf();
    await store.create({ ...def, pin }, { ...core, pin });
    now = 999;
    expect(await store.addPlayer(pin, join(core), core.version, SEATS)).toEqual({ ok: true });
    now = 1998;
    expect(await store.read(pin)).toBeDefined();
    now = 3000;
    expect(await store.read(pin)).toBeUndefined();
  });

  it.skipIf(!redisUrl)('lets Redis expire every key of a session', async () => {
    const redis = new Redis(redisUrl ?? '');
    redisClients.push(redis);
    const prefix = `aqtest:${randomBytes(6).toString('hex')}:`;
    const store = createRedisSessionStore({ redis, prefix, ttlMs: 300 });
    const pin = await store.reservePin('s');
    if (!pin) throw new Error('no PIN');
    const { core, def } = sessionOf();
    await store.create({ ...def, pin }, { ...core, pin });
    await store.addPlayer(pin, join(core), core.version, SEATS);
    expect(await redis.keys(`${prefix}live:*`)).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await redis.keys(`${prefix}live:*`)).toEqual([]);
  });

  it.skipIf(!redisUrl)(
    "takes a dead instance's connections off the counts once its lease runs out, and only its own",
    async () => {
      const redis = new Redis(redisUrl ?? '');
      redisClients.push(redis);
      const prefix = `aqtest:${randomBytes(6).toString('hex')}:`;
      const dying = createRedisSessionStore({ redis, prefix, instanceId: 'dying' });
      const surviving = createRedisSessionStore({ redis, prefix, instanceId: 'surviving' });
      const pin = await dying.reservePin('s');
      if (!pin) throw new Error('no PIN');
      const { core, def } = sessionOf();
      await dying.create({ ...def, pin }, { ...core, pin });
      const now = 1_000_000;
      expect(await dying.heartbeat(now)).toEqual({ missedLease: false, released: [] });
      expect(await surviving.heartbeat(now)).toEqual({ missedLease: false, released: [] });

      // Both joined on the instance that dies; one comes back on the other, one never does.
      const [back, lost, other] = [join(core), join(core), join(core)];
      for (const player of [back, lost]) await dying.addPlayer(pin, player, core.version, SEATS);
      await surviving.addPlayer(pin, other, core.version, SEATS);
      expect(await surviving.connect(pin, back.id, 1)).toBe(2);

      // Still within the lease, nothing is released; once it has run out, the dead one's are.
      const later = now + NODE_LEASE_MS;
      expect((await surviving.heartbeat(later - 1)).released).toEqual([]);
      expect((await surviving.heartbeat(later)).released).toEqual([{ pin, playerId: lost.id }]);
      expect(await surviving.connectedIds(pin)).toEqual(new Set([back.id, other.id]));
      expect((await surviving.heartbeat(later + 1)).released).toEqual([]);

      // An instance that was only stalled learns it was released; its old sockets closing later
      // take nothing off the counts that the surviving instance keeps.
      expect(await dying.connect(pin, back.id, -1)).toBe(1);
      expect(await dying.heartbeat(later + 2)).toEqual({ missedLease: true, released: [] });
      expect(await surviving.connect(pin, back.id, -1)).toBe(0);
      expect(await surviving.connectedIds(pin)).toEqual(new Set([other.id]));
    },
  );
});
