import type { Commit } from './session-store.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';

/**
 * One session of the in-memory store, and the changes the store makes to it. The same
 * functions apply a change when it happens and when the journal replays it after a restart,
 * so a replayed session is the one that was running.
 */

export interface MemoryEntry {
  def: SessionDef;
  core: SessionCore;
  counts: SessionCounts;
  players: Map<string, PlayerRecord>;
  /** Nickname key → player id. */
  nicknames: Map<string, string>;
  /** `${round}:${index}` → player id → answer. */
  answers: Map<string, Map<string, AnswerRecord>>;
  /** Open connections per player: this process's sockets, never journaled. */
  connections: Map<string, number>;
  expiresAt: number;
}

export const answerKey = (round: number, index: number) => `${round}:${index}`;

export function newEntry(def: SessionDef, core: SessionCore, expiresAt: number): MemoryEntry {
  return {
    def,
    core,
    counts: { players: 0, extended: 0, avatars: {} },
    players: new Map(),
    nicknames: new Map(),
    answers: new Map(),
    connections: new Map(),
    expiresAt,
  };
}

export function seatPlayer(entry: MemoryEntry, player: PlayerRecord): void {
  entry.nicknames.set(player.nicknameKey, player.id);
  entry.players.set(player.id, player);
  entry.counts.players += 1;
  if (player.extendedTime) entry.counts.extended += 1;
  const avatars = { ...entry.counts.avatars };
  avatars[player.avatar] = (avatars[player.avatar] ?? 0) + 1;
  entry.counts.avatars = avatars;
}

export function putAnswer(
  entry: MemoryEntry,
  question: { round: number; index: number },
  playerId: string,
  answer: AnswerRecord,
): number {
  const key = answerKey(question.round, question.index);
  let answers = entry.answers.get(key);
  if (!answers) entry.answers.set(key, (answers = new Map<string, AnswerRecord>()));
  answers.set(playerId, answer);
  return answers.size;
}

/** A committed transition (its version and answers guard already checked). */
export function applyCommit(entry: MemoryEntry, change: Pick<Commit, 'core' | 'players' | 'remove'>): void {
  const previousRound = entry.core.round;
  entry.core = change.core;
  for (const player of change.players ?? [])
    if (entry.players.has(player.id)) entry.players.set(player.id, player);
  const removed = change.remove;
  if (removed && entry.players.delete(removed.id)) {
    entry.nicknames.delete(removed.nicknameKey);
    entry.counts.players -= 1;
  }
  if (change.core.round !== previousRound) entry.answers.clear();
}
