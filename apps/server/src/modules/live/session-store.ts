import { randomInt } from 'node:crypto';
import { PIN_LENGTH, type ErrorCode } from '@awarequest/contracts';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';

/**
 * Where live sessions live: in this process (the default), or in Redis when REDIS_URL is set,
 * so any instance can apply any command. Phase changes are a compare-and-set on the core's
 * version; a join and an answer are single atomic steps that never take that lock, so a
 * thousand joins or answers do not queue behind each other.
 */

export interface Commit {
  core: SessionCore;
  /** Player records to write back; a player removed meanwhile (kicked) is not brought back. */
  players?: readonly PlayerRecord[];
  /** A player to remove (kick): their seat and nickname go. */
  remove?: PlayerRecord;
  /**
   * Commit only if the question's answers are still this many: a close that read them must not
   * lose one that arrived after it read. (Answers stop when the core leaves the question.)
   */
  answersGuard?: { round: number; index: number; count: number };
}

export type AddPlayerResult =
  | { ok: true }
  | {
      ok: false;
      code: Extract<ErrorCode, 'SESSION_NOT_FOUND' | 'NICKNAME_TAKEN' | 'SESSION_FULL'> | 'RETRY';
    };

export type AddAnswerResult =
  | { ok: true; count: number }
  | { ok: false; code: Extract<ErrorCode, 'ANSWER_CLOSED' | 'ALREADY_ANSWERED' | 'NOT_IN_SESSION'> };

export interface SessionSnapshot {
  core: SessionCore;
  counts: SessionCounts;
}

export interface SessionStore {
  readonly kind: 'memory' | 'redis';
  /** A fresh random PIN held for `sessionId`; never the PIN of another live session. Null when none was free. */
  reservePin(sessionId: string): Promise<string | null>;
  create(def: SessionDef, core: SessionCore): Promise<void>;
  definition(pin: string): Promise<SessionDef | undefined>;
  read(pin: string): Promise<SessionSnapshot | undefined>;
  player(pin: string, id: string): Promise<PlayerRecord | undefined>;
  /** The players of these ids, in order (undefined for one that is gone). */
  playersByIds(pin: string, ids: readonly string[]): Promise<(PlayerRecord | undefined)[]>;
  players(pin: string): Promise<PlayerRecord[]>;
  answers(pin: string, round: number, index: number): Promise<Map<string, AnswerRecord>>;
  answer(pin: string, round: number, index: number, playerId: string): Promise<AnswerRecord | undefined>;
  answersCount(pin: string, round: number, index: number): Promise<number>;
  /**
   * Seats a player if the core is still at `expectedVersion` (else RETRY: read it again), the
   * session has fewer than `seats` players and the nickname key is free in it, and counts the
   * connection they joined on.
   */
  addPlayer(
    pin: string,
    player: PlayerRecord,
    expectedVersion: number,
    seats: number,
  ): Promise<AddPlayerResult>;
  /** Keeps the first answer of a player, only while that question is the open one. */
  addAnswer(
    pin: string,
    question: { round: number; index: number },
    playerId: string,
    answer: AnswerRecord,
  ): Promise<AddAnswerResult>;
  /** Applies a transition if the core is still at `expectedVersion`; false when another came first. */
  commit(pin: string, expectedVersion: number, change: Commit): Promise<boolean>;
  /** Counts a player's open connections up or down (a player may hold two while reconnecting). */
  connect(pin: string, playerId: string, delta: 1 | -1): Promise<number>;
  /** The ids among the session's players with an open connection. */
  connectedIds(pin: string): Promise<Set<string>>;
  /**
   * Every second, by the clock: renews this instance's lease on the connections it counts, and
   * takes the connections of instances whose lease ran out (they died) off their sessions'
   * counts. `released`: the players left with no connection; `missedLease`: this instance's own
   * lease had run out and another released its connections (a stalled process).
   */
  heartbeat(now: number): Promise<{ missedLease: boolean; released: { pin: string; playerId: string }[] }>;
  /**
   * Notes that the session holds these questions, before it starts (question-seals.ts). Kept
   * at least as long as an idle session; a note outliving its session is harmless, since the
   * seal is read from the session's core.
   */
  holdQuestions(pin: string, questionIds: readonly string[]): Promise<void>;
  /** Question id → PINs of the sessions noted as holding it (only ids some session holds). */
  sessionsHolding(questionIds: readonly string[]): Promise<Map<string, string[]>>;
  /** PINs whose phase ends at or before `now` (the clock has a step to take). */
  due(now: number): Promise<string[]>;
  delete(pin: string): Promise<void>;
  close(): Promise<void>;
}

/** A uniformly random PIN from the system's cryptographic generator, never starting with 0 (easier to read out). */
export const randomPin = (): string =>
  String(randomInt(10 ** (PIN_LENGTH - 1), 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');

/** Tries for a free PIN: with 900,000 PINs, 20 tries fail only when the space is nearly full. */
export const PIN_TRIES = 20;

/** Sessions are forgotten this long after their last activity (and their PIN freed). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * How long an instance's connections count without it renewing its lease (it renews every
 * second): a dead instance's players show as gone this long after it died. Long enough that a
 * process stalled by a full collection or a busy machine is not taken for dead.
 */
export const NODE_LEASE_MS = 10_000;
