import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  NODE_LEASE_MS,
  PIN_TRIES,
  SESSION_TTL_MS,
  randomPin,
  type AddAnswerResult,
  type AddPlayerResult,
  type Commit,
  type SessionSnapshot,
  type SessionStore,
} from './session-store.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionDef } from './session-model.js';
import { AVATAR_IDS } from '@awarequest/contracts';

/** The core hash's fields counting seats per avatar (default avatars, live-avatars.ts). */
const AVATAR_FIELDS = AVATAR_IDS.map((avatar) => `a:${avatar}`);

/**
 * Sessions in Redis, shared by every instance. Per session:
 *   core      hash: doc (the core as JSON), v (its version), phase, round, index (what the
 *             scripts check), players and extended (counters a join bumps without the CAS)
 *   players   hash: player id → record;  nicks: nickname key → player id
 *   a:R:I     hash: player id → answer, for question I of round R
 *   conn      hash: player id → open connections
 *   def       the questions and the host key's hash (never changes)
 * plus `pin:<pin>` (the reservation), one sorted set `due` of PINs by the end of their
 * phase, for the clock, and per question a set `q:<question id>` of the PINs of sessions that
 * started with it (question-seals.ts). Every key expires 12 h after the session's last
 * activity; a question's set, refreshed at each start and "next", after twice that.
 * Each step is one Lua script, so it is atomic against every other instance.
 *
 * An instance that dies (kill -9, a lost machine) cannot take its players' connections out of
 * `conn`, so each instance also counts its own in `node:<id>` (field `<pin>:<player id>`) and
 * holds a lease in the sorted set `nodes` (score: when it runs out), renewed by its clock every
 * second. Any instance that finds a lease run out takes that instance's counts out of the
 * sessions' `conn` (HEARTBEAT), so the host sees those players as gone.
 */

const JOIN = `
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return 'SESSION_NOT_FOUND' end
if v ~= ARGV[1] then return 'RETRY' end
if tonumber(redis.call('HGET', KEYS[1], 'players') or '0') >= tonumber(ARGV[8]) then return 'SESSION_FULL' end
if redis.call('HSETNX', KEYS[3], ARGV[3], ARGV[2]) == 0 then return 'NICKNAME_TAKEN' end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[4])
redis.call('HINCRBY', KEYS[1], 'players', 1)
if ARGV[5] == '1' then redis.call('HINCRBY', KEYS[1], 'extended', 1) end
redis.call('HINCRBY', KEYS[1], 'a:' .. ARGV[9], 1)
redis.call('HINCRBY', KEYS[6], ARGV[2], 1)
redis.call('HINCRBY', KEYS[7], ARGV[7], 1)
for i = 1, 7 do redis.call('PEXPIRE', KEYS[i], ARGV[6]) end
return 'OK'
`;

const ANSWER = `
local state = redis.call('HMGET', KEYS[1], 'phase', 'round', 'index')
if state[1] ~= 'question' or state[2] ~= ARGV[1] or state[3] ~= ARGV[2] then return -1 end
if redis.call('HEXISTS', KEYS[2], ARGV[3]) == 0 then return -3 end
if redis.call('HSETNX', KEYS[3], ARGV[3], ARGV[4]) == 0 then return -2 end
local count = redis.call('HLEN', KEYS[3])
if count == 1 then redis.call('PEXPIRE', KEYS[3], ARGV[5]) end
return count
`;

const COMMIT = `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
if ARGV[10] ~= '' and redis.call('HLEN', KEYS[5]) ~= tonumber(ARGV[10]) then return 0 end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'v', ARGV[3], 'phase', ARGV[4], 'round', ARGV[5], 'index', ARGV[6])
if ARGV[7] == '' then redis.call('ZREM', KEYS[4], ARGV[8]) else redis.call('ZADD', KEYS[4], ARGV[7], ARGV[8]) end
if ARGV[11] ~= '' and redis.call('HDEL', KEYS[2], ARGV[11]) == 1 then
  redis.call('HDEL', KEYS[3], ARGV[12])
  redis.call('HINCRBY', KEYS[1], 'players', -1)
end
for i = 13, #ARGV, 2 do
  if redis.call('HEXISTS', KEYS[2], ARGV[i]) == 1 then redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
end
for _, i in ipairs({1, 2, 3, 6, 7}) do redis.call('PEXPIRE', KEYS[i], ARGV[9]) end
return 1
`;

// KEYS: conn, this instance's node hash. A connection this instance no longer counts (its lease
// ran out and another instance released its counts) is not taken off the session's count again.
const CONNECT = `
local mine = redis.call('HINCRBY', KEYS[2], ARGV[4], ARGV[2])
if mine <= 0 then redis.call('HDEL', KEYS[2], ARGV[4]) else redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
if mine < 0 then return tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') end
local count = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if count <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 0
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return count
`;

// KEYS: nodes. ARGV: now, the key prefix, this instance, the end of its renewed lease. Renews this
// instance's lease and releases up to 20 instances whose lease ran out. Returns { 1 if this
// instance's entry was new (first lease, or released meanwhile), { pin, player id, pin, player
// id… of the players left with no connection } }. It builds the session keys from the node's
// fields: fine on one Redis (as this store is used), not on a Redis Cluster.
const HEARTBEAT = `
local isNew = redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 20)
local gone = {}
for _, node in ipairs(dead) do
  redis.call('ZREM', KEYS[1], node)
  local nodeKey = ARGV[2] .. 'node:' .. node
  local fields = redis.call('HGETALL', nodeKey)
  for i = 1, #fields, 2 do
    local pin, player = string.match(fields[i], '^([^:]+):(.+)$')
    local conn = ARGV[2] .. 's:' .. pin .. ':conn'
    if redis.call('HINCRBY', conn, player, -tonumber(fields[i + 1])) <= 0 then
      redis.call('HDEL', conn, player)
      table.insert(gone, pin)
      table.insert(gone, player)
    end
  end
  redis.call('DEL', nodeKey)
end
return { isNew, gone }
`;

type Arg = string | number;
interface LiveScripts {
  aqLiveJoin(...args: Arg[]): Promise<string>;
  aqLiveAnswer(...args: Arg[]): Promise<number>;
  aqLiveCommit(...args: Arg[]): Promise<number>;
  aqLiveConnect(...args: Arg[]): Promise<number>;
  aqLiveHeartbeat(...args: Arg[]): Promise<[number, string[]]>;
}

function withScripts(redis: Redis): Redis & LiveScripts {
  const scripts: [keyof LiveScripts, number, string][] = [
    ['aqLiveJoin', 7, JOIN],
    ['aqLiveAnswer', 3, ANSWER],
    ['aqLiveCommit', 7, COMMIT],
    ['aqLiveConnect', 2, CONNECT],
    ['aqLiveHeartbeat', 1, HEARTBEAT],
  ];
  for (const [name, numberOfKeys, lua] of scripts)
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  return redis as Redis & LiveScripts;
}

/** A stored JSON value, undefined when the key or field is missing. */
const parse = (raw: string | null | undefined): unknown =>
  raw === null || raw === undefined ? undefined : JSON.parse(raw);

export function createRedisSessionStore(options: {
  redis: Redis;
  prefix: string;
  ttlMs?: number;
  /** This instance's name in `nodes` (random by default; tests name two stores). */
  instanceId?: string;
}): SessionStore {
  const redis = withScripts(options.redis);
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  const base = `${options.prefix}live:`;
  const dueKey = `${base}due`;
  const nodesKey = `${base}nodes`;
  const instanceId = options.instanceId ?? randomBytes(9).toString('base64url');
  const nodeKey = `${base}node:${instanceId}`;
  const nodeField = (pin: string, playerId: string) => `${pin}:${playerId}`;
  let hasLease = false;
  const questionKey = (questionId: string) => `${base}q:${questionId}`;
  const keys = (pin: string) => {
    const session = `${base}s:${pin}:`;
    return {
      pin: `${base}pin:${pin}`,
      def: `${session}def`,
      core: `${session}core`,
      players: `${session}players`,
      nicks: `${session}nicks`,
      conn: `${session}conn`,
      answers: (round: number, index: number) => `${session}a:${round}:${index}`,
    };
  };
  // Definitions never change; a PIN is reused only 12 h after its session's last activity.
  const definitions = new LRUCache<string, SessionDef>({ max: 1000, ttl: 10 * 60 * 1000 });

  const coreFields = (core: SessionCore) => [
    JSON.stringify(core),
    core.version,
    core.phase,
    core.round,
    core.index,
  ];

  return {
    kind: 'redis',
    async reservePin(sessionId) {
      for (let attempt = 0; attempt < PIN_TRIES; attempt++) {
        const pin = randomPin();
        if (await redis.set(keys(pin).pin, sessionId, 'PX', ttlMs, 'NX')) return pin;
      }
      return null;
    },
    async create(def, core) {
      const key = keys(def.pin);
      const [doc, version, phase, round, index] = coreFields(core);
      await redis
        .multi()
        .set(key.def, JSON.stringify(def), 'PX', ttlMs)
        .hset(key.core, { doc, v: version, phase, round, index, players: 0, extended: 0 })
        .pexpire(key.core, ttlMs)
        .pexpire(key.pin, ttlMs)
        .exec();
      definitions.set(def.pin, def);
    },
    async definition(pin) {
      const cached = definitions.get(pin);
      if (cached) return cached;
      const def = parse(await redis.get(keys(pin).def)) as SessionDef | undefined;
      if (def) definitions.set(pin, def);
      return def;
    },
    async read(pin): Promise<SessionSnapshot | undefined> {
      const [doc, players, extended, ...used] = await redis.hmget(
        keys(pin).core,
        'doc',
        'players',
        'extended',
        ...AVATAR_FIELDS,
      );
      const core = parse(doc) as SessionCore | undefined;
      const avatars = Object.fromEntries(
        AVATAR_IDS.flatMap((avatar, at) => (used[at] ? [[avatar, Number(used[at])]] : [])),
      );
      return (
        core && { core, counts: { players: Number(players ?? 0), extended: Number(extended ?? 0), avatars } }
      );
    },
    async player(pin, id) {
      return parse(await redis.hget(keys(pin).players, id)) as PlayerRecord | undefined;
    },
    async playersByIds(pin, ids) {
      if (ids.length === 0) return [];
      const rows = await redis.hmget(keys(pin).players, ...ids);
      return rows.map((row) => parse(row) as PlayerRecord | undefined);
    },
    async players(pin) {
      const rows = await redis.hvals(keys(pin).players);
      return rows.map((row) => JSON.parse(row) as PlayerRecord);
    },
    async answers(pin, round, index) {
      const rows = await redis.hgetall(keys(pin).answers(round, index));
      return new Map(Object.entries(rows).map(([id, row]) => [id, JSON.parse(row) as AnswerRecord]));
    },
    async answer(pin, round, index, playerId) {
      return parse(await redis.hget(keys(pin).answers(round, index), playerId)) as AnswerRecord | undefined;
    },
    answersCount: (pin, round, index) => redis.hlen(keys(pin).answers(round, index)),
    async addPlayer(pin, player, expectedVersion, seats): Promise<AddPlayerResult> {
      const key = keys(pin);
      const result = await redis.aqLiveJoin(
        key.core,
        key.players,
        key.nicks,
        key.def,
        key.pin,
        key.conn,
        nodeKey,
        expectedVersion,
        player.id,
        player.nicknameKey,
        JSON.stringify(player),
        player.extendedTime ? 1 : 0,
        ttlMs,
        nodeField(pin, player.id),
        seats,
        player.avatar,
      );
      return result === 'OK'
        ? { ok: true }
        : { ok: false, code: result as 'SESSION_NOT_FOUND' | 'NICKNAME_TAKEN' | 'SESSION_FULL' | 'RETRY' };
    },
    async addAnswer(pin, question, playerId, answer): Promise<AddAnswerResult> {
      const key = keys(pin);
      const count = await redis.aqLiveAnswer(
        key.core,
        key.players,
        key.answers(question.round, question.index),
        question.round,
        question.index,
        playerId,
        JSON.stringify(answer),
        ttlMs,
      );
      if (count > 0) return { ok: true, count };
      return {
        ok: false,
        code: count === -2 ? 'ALREADY_ANSWERED' : count === -3 ? 'NOT_IN_SESSION' : 'ANSWER_CLOSED',
      };
    },
    async commit(pin, expectedVersion, change: Commit) {
      const key = keys(pin);
      const { core, answersGuard, remove } = change;
      const guardKey = answersGuard
        ? key.answers(answersGuard.round, answersGuard.index)
        : key.answers(core.round, core.index);
      const players = (change.players ?? []).flatMap((player) => [player.id, JSON.stringify(player)]);
      const [doc, version, phase, round, index] = coreFields(core);
      const committed = await redis.aqLiveCommit(
        key.core,
        key.players,
        key.nicks,
        dueKey,
        guardKey,
        key.def,
        key.pin,
        expectedVersion,
        doc as string,
        version as number,
        phase as string,
        round as number,
        index as number,
        core.phaseEndsAt ?? '',
        pin,
        ttlMs,
        answersGuard ? answersGuard.count : '',
        remove?.id ?? '',
        remove?.nicknameKey ?? '',
        ...players,
      );
      return committed === 1;
    },
    connect: (pin, playerId, delta) =>
      redis.aqLiveConnect(keys(pin).conn, nodeKey, playerId, delta, ttlMs, nodeField(pin, playerId)),
    async connectedIds(pin) {
      return new Set(await redis.hkeys(keys(pin).conn));
    },
    async heartbeat(now) {
      const [isNew, gone] = await redis.aqLiveHeartbeat(nodesKey, now, base, instanceId, now + NODE_LEASE_MS);
      // A new entry is either the first lease or one that another instance released.
      const missedLease = isNew === 1 && hasLease;
      hasLease = true;
      const released: { pin: string; playerId: string }[] = [];
      for (let at = 0; at + 1 < gone.length; at += 2)
        released.push({ pin: gone[at]!, playerId: gone[at + 1]! });
      return { missedLease, released };
    },
    async holdQuestions(pin, questionIds) {
      const batch = redis.multi();
      for (const id of questionIds) batch.sadd(questionKey(id), pin).pexpire(questionKey(id), 2 * ttlMs);
      await batch.exec();
    },
    async sessionsHolding(questionIds) {
      const batch = redis.pipeline();
      for (const id of questionIds) batch.smembers(questionKey(id));
      const rows = (await batch.exec()) ?? [];
      const found = new Map<string, string[]>();
      questionIds.forEach((id, position) => {
        const [error, pins] = rows[position] ?? [];
        if (error) throw error;
        if (Array.isArray(pins) && pins.length > 0) found.set(id, pins as string[]);
      });
      return found;
    },
    async due(now) {
      const pins = await redis.zrangebyscore(dueKey, '-inf', now, 'LIMIT', 0, 500);
      const live = await Promise.all(pins.map((pin) => redis.exists(keys(pin).core)));
      const gone = pins.filter((_, position) => live[position] === 0);
      if (gone.length > 0) await redis.zrem(dueKey, ...gone);
      return pins.filter((_, position) => live[position] === 1);
    },
    async delete(pin) {
      const key = keys(pin);
      const read = await this.read(pin);
      const answerKeys = read
        ? Array.from({ length: read.core.questionsCount }, (_, index) => key.answers(read.core.round, index))
        : [];
      await redis.del(key.pin, key.def, key.core, key.players, key.nicks, key.conn, ...answerKeys);
      await redis.zrem(dueKey, pin);
      definitions.delete(pin);
    },
    async close() {
      definitions.clear();
    },
  };
}
