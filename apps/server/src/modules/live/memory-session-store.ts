import {
  PIN_TRIES,
  SESSION_TTL_MS,
  randomPin,
  type AddAnswerResult,
  type AddPlayerResult,
  type Commit,
  type SessionSnapshot,
  type SessionStore,
} from './session-store.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';

/** One process's sessions in Maps: the default store, for one instance. */

interface Entry {
  def: SessionDef;
  core: SessionCore;
  counts: SessionCounts;
  players: Map<string, PlayerRecord>;
  /** Nickname key → player id. */
  nicknames: Map<string, string>;
  /** `${round}:${index}` → player id → answer. */
  answers: Map<string, Map<string, AnswerRecord>>;
  connections: Map<string, number>;
  expiresAt: number;
}

export function createMemorySessionStore(
  options: { ttlMs?: number; clock?: () => number } = {},
): SessionStore {
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  const clock = options.clock ?? Date.now;
  const sessions = new Map<string, Entry>();
  /** PIN → session id, held from reservation until the session is deleted or expires. */
  const pins = new Map<string, { sessionId: string; expiresAt: number }>();

  const answerKey = (round: number, index: number) => `${round}:${index}`;

  /** The live entry of a PIN; an expired one is deleted on the way. */
  function entry(pin: string): Entry | undefined {
    const found = sessions.get(pin);
    if (found && found.expiresAt <= clock()) {
      sessions.delete(pin);
      pins.delete(pin);
      return undefined;
    }
    return found;
  }
  const touch = (found: Entry, pin: string) => {
    found.expiresAt = clock() + ttlMs;
    const held = pins.get(pin);
    if (held) held.expiresAt = found.expiresAt;
  };

  return {
    kind: 'memory',
    async reservePin(sessionId) {
      for (let attempt = 0; attempt < PIN_TRIES; attempt++) {
        const pin = randomPin();
        const held = pins.get(pin);
        if (held && held.expiresAt > clock()) continue;
        sessions.delete(pin);
        pins.set(pin, { sessionId, expiresAt: clock() + ttlMs });
        return pin;
      }
      return null;
    },
    async create(def, core) {
      sessions.set(def.pin, {
        def,
        core,
        counts: { players: 0, extended: 0 },
        players: new Map(),
        nicknames: new Map(),
        answers: new Map(),
        connections: new Map(),
        expiresAt: clock() + ttlMs,
      });
    },
    async definition(pin) {
      return entry(pin)?.def;
    },
    async read(pin): Promise<SessionSnapshot | undefined> {
      const found = entry(pin);
      return found && { core: found.core, counts: { ...found.counts } };
    },
    async player(pin, id) {
      return entry(pin)?.players.get(id);
    },
    async playersByIds(pin, ids) {
      const found = entry(pin);
      return ids.map((id) => found?.players.get(id));
    },
    async players(pin) {
      return [...(entry(pin)?.players.values() ?? [])];
    },
    async answers(pin, round, index) {
      return new Map(entry(pin)?.answers.get(answerKey(round, index)));
    },
    async answer(pin, round, index, playerId) {
      return entry(pin)?.answers.get(answerKey(round, index))?.get(playerId);
    },
    async answersCount(pin, round, index) {
      return entry(pin)?.answers.get(answerKey(round, index))?.size ?? 0;
    },
    async addPlayer(pin, player, expectedVersion, seats): Promise<AddPlayerResult> {
      const found = entry(pin);
      if (!found) return { ok: false, code: 'SESSION_NOT_FOUND' };
      if (found.core.version !== expectedVersion) return { ok: false, code: 'RETRY' };
      if (found.counts.players >= seats) return { ok: false, code: 'SESSION_FULL' };
      if (found.nicknames.has(player.nicknameKey)) return { ok: false, code: 'NICKNAME_TAKEN' };
      found.nicknames.set(player.nicknameKey, player.id);
      found.players.set(player.id, player);
      found.counts.players += 1;
      if (player.extendedTime) found.counts.extended += 1;
      found.connections.set(player.id, (found.connections.get(player.id) ?? 0) + 1);
      touch(found, pin);
      return { ok: true };
    },
    async addAnswer(pin, question, playerId, answer): Promise<AddAnswerResult> {
      const found = entry(pin);
      const { core } = found ?? {};
      if (!found || !core || core.phase !== 'question') return { ok: false, code: 'ANSWER_CLOSED' };
      if (core.round !== question.round || core.index !== question.index)
        return { ok: false, code: 'ANSWER_CLOSED' };
      if (!found.players.has(playerId)) return { ok: false, code: 'NOT_IN_SESSION' };
      const key = answerKey(question.round, question.index);
      let answers = found.answers.get(key);
      if (!answers) found.answers.set(key, (answers = new Map<string, AnswerRecord>()));
      if (answers.has(playerId)) return { ok: false, code: 'ALREADY_ANSWERED' };
      answers.set(playerId, answer);
      return { ok: true, count: answers.size };
    },
    async commit(pin, expectedVersion, change: Commit) {
      const found = entry(pin);
      if (!found || found.core.version !== expectedVersion) return false;
      const guard = change.answersGuard;
      if (guard && (found.answers.get(answerKey(guard.round, guard.index))?.size ?? 0) !== guard.count)
        return false;
      const previousRound = found.core.round;
      found.core = change.core;
      for (const player of change.players ?? [])
        if (found.players.has(player.id)) found.players.set(player.id, player);
      const removed = change.remove;
      if (removed && found.players.delete(removed.id)) {
        found.nicknames.delete(removed.nicknameKey);
        found.counts.players -= 1;
      }
      if (change.core.round !== previousRound) found.answers.clear();
      touch(found, pin);
      return true;
    },
    async connect(pin, playerId, delta) {
      const found = entry(pin);
      if (!found) return 0;
      const count = Math.max((found.connections.get(playerId) ?? 0) + delta, 0);
      if (count === 0) found.connections.delete(playerId);
      else found.connections.set(playerId, count);
      return count;
    },
    async connectedIds(pin) {
      return new Set(entry(pin)?.connections.keys());
    },
    async due(now) {
      const due: string[] = [];
      for (const pin of [...sessions.keys()]) {
        const found = entry(pin);
        const endsAt = found?.core.phaseEndsAt;
        if (endsAt !== null && endsAt !== undefined && endsAt <= now) due.push(pin);
      }
      return due;
    },
    async delete(pin) {
      sessions.delete(pin);
      pins.delete(pin);
    },
    async close() {
      sessions.clear();
      pins.clear();
    },
  };
}
