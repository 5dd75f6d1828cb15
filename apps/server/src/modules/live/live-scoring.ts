import { STREAK_CAP, STREAK_STEP, type QuestionKind, type SessionSettings } from '@awarequest/contracts';
import type { PlayerRecord } from './session-model.js';

/** Live-game points (docs/domain.md "Live-game points"): pure, no clock. */

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((key) => right.has(key));
};

/** Correct only when exactly the correct keys were chosen (multiple choice included). */
export const isExactlyCorrect = (correctKeys: readonly string[], keys: readonly string[]): boolean =>
  keys.length > 0 && sameSet(correctKeys, keys);

/** The answer window of one player in ms: extended time adds its percentage. */
export function answerWindowMs(settings: SessionSettings, extendedTime: boolean): number {
  const base = settings.answer_seconds * 1000;
  return extendedTime ? Math.round(base * (1 + settings.extended_time_percent / 100)) : base;
}

/**
 * Points of one answer. Correct: round(P * (1 - (t / T) / 2)), t the time since answers opened
 * and T this player's window, or the flat P with the speed bonus off; plus, with the streak
 * bonus on, +100 for each consecutive correct answer before this one, capped at +500
 * (`streak` counts this answer). Wrong or missing: 0. A session of 0 points gives no bonus.
 */
export function answerPoints(
  settings: SessionSettings,
  answer: { isCorrect: boolean; elapsedMs: number; windowMs: number; streak: number },
): number {
  const full = settings.points_per_question;
  if (!answer.isCorrect || full === 0) return 0;
  const t = Math.min(Math.max(answer.elapsedMs, 0), answer.windowMs);
  const base = settings.speed_bonus ? Math.round(full * (1 - t / answer.windowMs / 2)) : full;
  const bonus = settings.streak_bonus
    ? Math.min(STREAK_STEP * Math.max(answer.streak - 1, 0), STREAK_CAP)
    : 0;
  return base + bonus;
}

/** Higher score first; ties by less total answer time, then who joined first. */
export function compareStanding(a: PlayerRecord, b: PlayerRecord): number {
  return (
    b.score - a.score ||
    a.answerMs - b.answerMs ||
    a.joinedAt - b.joinedAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The players in ranking order with ranks 1..N (every player a distinct rank). */
export function rankPlayers(players: readonly PlayerRecord[]): PlayerRecord[] {
  return [...players].sort(compareStanding).map((player, position) => ({ ...player, rank: position + 1 }));
}

/**
 * Credit of an answer for the player's statistics, without speed: the self-paced attempts'
 * rule (single and true/false all or nothing; multiple choice a share per right pick, one
 * back per wrong pick, never below zero).
 */
export function answerCredit(
  kind: QuestionKind,
  correctKeys: readonly string[],
  keys: readonly string[],
): { credit: number; isCorrect: boolean } {
  const isCorrect = isExactlyCorrect(correctKeys, keys);
  if (kind !== 'multiple' || isCorrect) return { credit: isCorrect ? 1 : 0, isCorrect };
  const correct = new Set(correctKeys);
  const picked = new Set(keys);
  const right = [...picked].filter((key) => correct.has(key)).length;
  const credit = correct.size === 0 ? 0 : Math.max(0, (right - (picked.size - right)) / correct.size);
  return { credit, isCorrect };
}
