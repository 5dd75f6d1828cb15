import type { FastifyBaseLogger } from 'fastify';
import type { LiveJournal } from './live-journal.js';
import {
  answerKey,
  applyCommit,
  newEntry,
  putAnswer,
  seatPlayer,
  type MemoryEntry,
} from './memory-session-entry.js';
import { replayJournal, snapshotOf, type JournalRecord } from './memory-session-journal.js';
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

/**
 * One process's sessions in Maps: the default store, for one instance. With a journal, every
 * change is written to the session's journal before the call that made it resolves, so an
 * acknowledgement (a join, an answer, a host command, a broadcast) follows a durable write,
 * and `openMemorySessionStore` gives the sessions back after a restart. The change is applied
 * in memory at once, before the write: the commands' checks stay synchronous, and the
 * journal's order is the order of the changes.
 */

export interface MemoryStoreOptions {
  ttlMs?: number;
  clock?: () => number;
  journal?: LiveJournal;
  /** Sessions replayed from the journal. */
  restored?: Map<string, MemoryEntry>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export function createMemorySessionStore(options: MemoryStoreOptions = {}): SessionStore {
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  const clock = options.clock ?? Date.now;
  const { journal } = options;
  const sessions = new Map<string, MemoryEntry>(options.restored);
  /** PIN → session id, held from reservation until the session is deleted or expires. */
  const pins = new Map<string, { sessionId: string; expiresAt: number }>(
    [...sessions].map(([pin, found]) => [pin, { sessionId: found.def.id, expiresAt: found.expiresAt }]),
  );

  const write = async (pin: string, record: JournalRecord) => journal?.append(pin, record);
  /** Forgets a session and its journal (a failure to delete the file only leaves it for the next start). */
  const forget = (pin: string) => {
    sessions.delete(pin);
    pins.delete(pin);
    journal
      ?.remove(pin)
      .catch((error: unknown) => options.log?.warn({ err: error, pin }, 'live journal: remove failed'));
  };

  /** The live entry of a PIN; an expired one is deleted on the way. */
  function entry(pin: string): MemoryEntry | undefined {
    const found = sessions.get(pin);
    if (found && found.expiresAt <= clock()) {
      forget(pin);
      return undefined;
    }
    return found;
  }
  const touch = (found: MemoryEntry, pin: string) => {
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
        if (sessions.has(pin)) forget(pin);
        pins.set(pin, { sessionId, expiresAt: clock() + ttlMs });
        return pin;
      }
      return null;
    },
    async create(def, core) {
      const at = clock();
      sessions.set(def.pin, newEntry(def, core, at + ttlMs));
      // A fresh file: a journal left by an earlier session of this PIN must not come before it.
      await journal?.rewrite(def.pin, [{ t: 'created', def, core, at } satisfies JournalRecord]);
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
      seatPlayer(found, player);
      found.connections.set(player.id, (found.connections.get(player.id) ?? 0) + 1);
      touch(found, pin);
      await write(pin, { t: 'player', player, at: clock() });
      return { ok: true };
    },
    async addAnswer(pin, question, playerId, answer): Promise<AddAnswerResult> {
      const found = entry(pin);
      const { core } = found ?? {};
      if (!found || !core || core.phase !== 'question') return { ok: false, code: 'ANSWER_CLOSED' };
      if (core.round !== question.round || core.index !== question.index)
        return { ok: false, code: 'ANSWER_CLOSED' };
      if (!found.players.has(playerId)) return { ok: false, code: 'NOT_IN_SESSION' };
      if (found.answers.get(answerKey(question.round, question.index))?.has(playerId))
        return { ok: false, code: 'ALREADY_ANSWERED' };
      const count = putAnswer(found, question, playerId, answer);
      await write(pin, { t: 'answer', round: question.round, index: question.index, playerId, answer });
      return { ok: true, count };
    },
    async commit(pin, expectedVersion, change: Commit) {
      const found = entry(pin);
      if (!found || found.core.version !== expectedVersion) return false;
      const guard = change.answersGuard;
      if (guard && (found.answers.get(answerKey(guard.round, guard.index))?.size ?? 0) !== guard.count)
        return false;
      applyCommit(found, change);
      touch(found, pin);
      const { core, players, remove } = change;
      await write(pin, {
        t: 'commit',
        core,
        ...(players ? { players } : {}),
        ...(remove ? { remove } : {}),
        at: clock(),
      });
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
    // One process holds every connection: no other instance can die with some of them.
    heartbeat: async () => ({ missedLease: false, released: [] }),
    // A session's own definition says which questions it holds, and goes with the session
    // (deleted, expired, or given back by the journal after a restart).
    holdQuestions: async () => {},
    async sessionsHolding(questionIds) {
      const wanted = new Set(questionIds);
      const found = new Map<string, string[]>();
      for (const pin of [...sessions.keys()]) {
        const held = entry(pin);
        for (const question of held?.def.questions ?? []) {
          if (!wanted.has(question.id)) continue;
          found.set(question.id, [...(found.get(question.id) ?? []), pin]);
        }
      }
      return found;
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
      forget(pin);
    },
    async close() {
      sessions.clear();
      pins.clear();
      // The journals stay: they are what the next start resumes from.
      await journal?.close();
    },
  };
}

/**
 * The memory store on a journal: the sessions of the journals that have not expired are
 * replayed, each journal compacted to one snapshot (which also drops a torn last line), and
 * the expired ones deleted. Returns the store and the PINs it resumed.
 */
export async function openMemorySessionStore(
  options: Omit<MemoryStoreOptions, 'restored'> & { journal: LiveJournal },
): Promise<{ store: SessionStore; resumed: string[] }> {
  const { journal } = options;
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  const now = (options.clock ?? Date.now)();
  const restored = new Map<string, MemoryEntry>();
  for (const [pin, records] of await journal.load()) {
    const found = replayJournal(records, ttlMs);
    if (!found || found.expiresAt <= now) {
      await journal.remove(pin);
      continue;
    }
    restored.set(pin, found);
    await journal.rewrite(pin, [snapshotOf(found)]);
  }
  return { store: createMemorySessionStore({ ...options, restored }), resumed: [...restored.keys()] };
}
