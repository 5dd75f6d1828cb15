import { STREAK_CAP, STREAK_STEP, type SessionSettings } from '@awarequest/contracts';
import type { PlayerRecord } from './session-model.js';

/** Live-game points (docs/domain.md "Live-game points"): pure, no clock. */

/** The answer window of one player in ms: extended time adds its percentage. */
export function answerWindowMs(settings: SessionSettings, extendedTime: boolean): number {
  const base = settings.answer_seconds * 1000;
  return extendedTime ? Math.round(base * (1 + settings.extended_time_percent / 100)) : base;
}

/**
 * Points of one answer: round(P * (1 - (t / T) / 2) * c), t the time since answers opened, T
 * this player's window and c the answer's credit (1 right, 0 wrong or missing, a slider's
 * closeness between), or round(P * c) with the speed bonus off; plus, for a right answer with
 * the streak bonus on, +100 for each consecutive right answer before this one, capped at +500
 * (`streak` counts this answer). A session of 0 points gives no bonus. A poll is not scored
 * at all (the engine gives it 0 without asking).
 */
export function answerPoints(
  settings: SessionSettings,
  answer: { credit: number; isCorrect: boolean; elapsedMs: number; windowMs: number; streak: number },
): number {
  const full = settings.points_per_question;
  const credit = Math.min(Math.max(answer.credit, 0), 1);
  if (credit === 0 || full === 0) return 0;
  const t = Math.min(Math.max(answer.elapsedMs, 0), answer.windowMs);
  const speed = settings.speed_bonus ? 1 - t / answer.windowMs / 2 : 1;
  const base = Math.round(full * speed * credit);
  const bonus =
    settings.streak_bonus && answer.isCorrect
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
