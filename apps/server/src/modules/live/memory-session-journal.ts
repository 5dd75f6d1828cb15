import { applyCommit, newEntry, putAnswer, seatPlayer, type MemoryEntry } from './memory-session-entry.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';

/**
 * What the in-memory store writes to a session's journal: one record per change it made, in
 * the order it made them, each small (an answer is its keys and time, never the whole state).
 * Replaying them with the store's own functions gives the session back after a restart.
 * `at` is the store's clock when a change kept the session alive (its expiry follows it).
 */
export type JournalRecord =
  | { t: 'created'; def: SessionDef; core: SessionCore; at: number }
  | { t: 'player'; player: PlayerRecord; at: number }
  | { t: 'answer'; round: number; index: number; playerId: string; answer: AnswerRecord }
  | { t: 'commit'; core: SessionCore; players?: readonly PlayerRecord[]; remove?: PlayerRecord; at: number }
  /** The whole session at once: what a journal is compacted to. */
  | {
      t: 'snapshot';
      def: SessionDef;
      core: SessionCore;
      counts: SessionCounts;
      players: PlayerRecord[];
      answers: [key: string, answers: [playerId: string, answer: AnswerRecord][]][];
      expiresAt: number;
    };

export function snapshotOf(entry: MemoryEntry): JournalRecord {
  return {
    t: 'snapshot',
    def: entry.def,
    core: entry.core,
    counts: entry.counts,
    players: [...entry.players.values()],
    answers: [...entry.answers].map(([key, answers]) => [key, [...answers]]),
    expiresAt: entry.expiresAt,
  };
}

/** The session a journal describes; undefined when it does not start with its creation. */
export function replayJournal(records: readonly unknown[], ttlMs: number): MemoryEntry | undefined {
  let entry: MemoryEntry | undefined;
  for (const raw of records) {
    const record = raw as JournalRecord;
    if (record.t === 'created') entry = newEntry(record.def, record.core, record.at + ttlMs);
    else if (record.t === 'snapshot') entry = restoreSnapshot(record);
    else if (!entry) return undefined;
    else if (record.t === 'player') {
      seatPlayer(entry, record.player);
      entry.expiresAt = record.at + ttlMs;
    } else if (record.t === 'answer') putAnswer(entry, record, record.playerId, record.answer);
    else {
      applyCommit(entry, record);
      entry.expiresAt = record.at + ttlMs;
    }
  }
  return entry;
}

function restoreSnapshot(record: Extract<JournalRecord, { t: 'snapshot' }>): MemoryEntry {
  const entry = newEntry(record.def, record.core, record.expiresAt);
  entry.counts = { ...record.counts };
  for (const player of record.players) {
    entry.players.set(player.id, player);
    entry.nicknames.set(player.nicknameKey, player.id);
  }
  for (const [key, answers] of record.answers) entry.answers.set(key, new Map(answers));
  return entry;
}
