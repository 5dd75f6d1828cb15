import { isScored, type AttemptResult, type GameType } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { QuestionSeals } from '../../lib/question-seals.js';
import { storedCredit, toResult } from './attempt-views.js';
import {
  attemptsUsed,
  countScoredQuestions,
  findAnswersWithKind,
  findAttempt,
  findGame,
  saveOutcome,
  type AttemptEnding,
  type AttemptRow,
  type GameRow,
} from './attempts.repository.js';
import { GAME_TOKEN_GRACE_SECONDS, type GameTokens } from './game-token.js';
import { attemptOutcome } from './scoring.js';

/** What every attempt operation shares: the clock rules, closing once, ownership. */

export interface AttemptsDeps {
  db: Db;
  tokens: GameTokens;
  /** Questions a live game is playing now: their solutions stay out of every answer. */
  seals: QuestionSeals;
  /** Told when an attempt closes ('attempt.finished', 'attempt.limit_reached'). */
  events?: DomainEventBus | undefined;
}

/** An answer sent as the clock runs out still counts if it arrives within this (network latency). */
const ANSWER_GRACE_MS = 2_000;

/** The moment an open attempt stops taking answers (or, for an embedded game, a report). */
function closesAt(attempt: AttemptRow, gameType: GameType): number {
  const grace = gameType === 'interactive' ? ANSWER_GRACE_MS : GAME_TOKEN_GRACE_SECONDS * 1000;
  return attempt.expiresAt.getTime() + grace;
}
export const isOverdue = (attempt: AttemptRow, gameType: GameType, now: Date) =>
  attempt.status === 'in_progress' && now.getTime() > closesAt(attempt, gameType);

/** Scores a locked, open attempt from its answers and closes it. */
export async function closeLocked(tx: Db, attempt: AttemptRow, ending: AttemptEnding, now: Date) {
  const answers = await findAnswersWithKind(tx, attempt.id);
  const outcome = attemptOutcome({
    scoredQuestionsCount: await countScoredQuestions(tx, attempt.questionIds),
    answers: answers.map((answer) => ({
      credit: storedCredit(answer.credit),
      isCorrect: answer.isCorrect,
      scored: isScored(answer.kind),
    })),
    passScore: attempt.passScore,
  });
  return (await saveOutcome(tx, attempt.id, outcome, ending, now)) ?? attempt;
}

/**
 * Closes an attempt once; a finished one is returned as it is (its result never changes).
 * Only the call that closed it announces it.
 */
export async function closeAttempt(
  deps: AttemptsDeps,
  id: string,
  ending: AttemptEnding,
  now: Date,
): Promise<AttemptRow> {
  const { attempt, isClosedNow } = await deps.db.transaction(async (tx) => {
    const found = await findAttempt(tx, id, 'update');
    if (!found) throw new AppError('NOT_FOUND');
    return found.status === 'finished'
      ? { attempt: found, isClosedNow: false }
      : { attempt: await closeLocked(tx, found, ending, now), isClosedNow: true };
  });
  if (isClosedNow) await announceClosed(deps, attempt);
  return attempt;
}

/**
 * Tells the rest of the product an attempt closed (scores recompute, notifications are sent),
 * and that the player has used the last attempt the game allows. Called after the commit.
 */
export async function announceClosed(deps: AttemptsDeps, attempt: AttemptRow): Promise<void> {
  const { events, db } = deps;
  if (!events || attempt.status !== 'finished') return;
  await events.publish('attempt.finished', {
    userId: attempt.userId,
    attemptId: attempt.id,
    gameId: attempt.gameId,
    categoryId: attempt.categoryId,
    score: attempt.score ?? 0,
    passed: attempt.isPassed === true,
  });
  const game = await findGame(db, attempt.gameId);
  if (game?.attemptsAllowed == null) return;
  if ((await attemptsUsed(db, attempt.userId, game.id)) >= game.attemptsAllowed)
    await events.publish('attempt.limit_reached', {
      userId: attempt.userId,
      gameId: game.id,
      categoryId: attempt.categoryId,
    });
}

/** The caller's attempt and its game: 404 when unknown, 403 when someone else's. */
export async function ownAttempt(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ attempt: AttemptRow; game: GameRow }> {
  const attempt = await findAttempt(db, id);
  if (!attempt) throw new AppError('NOT_FOUND');
  if (attempt.userId !== caller.userId) throw new AppError('FORBIDDEN');
  const game = await findGame(db, attempt.gameId);
  if (!game) throw new AppError('NOT_FOUND');
  return { attempt, game };
}

export async function resultOf(db: Db, attempt: AttemptRow, game: GameRow): Promise<AttemptResult> {
  const result = toResult(attempt, await attemptsUsed(db, attempt.userId, game.id), game.attemptsAllowed);
  if (!result) throw new Error(`attempt ${attempt.id} has no result`);
  return result;
}
