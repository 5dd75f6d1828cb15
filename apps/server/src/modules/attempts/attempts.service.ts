import { randomInt } from 'node:crypto';
import { fillQuestionLabels, type Attempt, type AttemptSummary, type Page } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { eventQuestionAudience } from '../events/public.js';
import { getClassificationLabels } from '../settings/public.js';
import {
  announceClosed,
  closeAttempt,
  closeLocked,
  isOverdue,
  ownAttempt,
  type AttemptsDeps,
} from './attempt-lifecycle.js';
import { toAnswerResult, toGameSummary, toPlayQuestion, toResult } from './attempt-views.js';
import {
  activeQuestionIds,
  attemptsUsed,
  attemptsUsedByGame,
  findAnswers,
  findGame,
  findQuestions,
  gameCategoryIds,
  insertAttempt,
  lockPlayerGame,
  openAttemptsForUpdate,
  openAttemptsOfUser,
  pageOfAttempts,
  type AttemptRow,
  type GameRow,
} from './attempts.repository.js';

/** Starting, reading and listing attempts. */

const MINUTE_MS = 60_000;

/** A uniformly random order (Fisher-Yates on the system's cryptographic generator). */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

async function toAttempt(
  deps: AttemptsDeps,
  attempt: AttemptRow,
  game: GameRow,
  now: Date,
): Promise<Attempt> {
  const { db } = deps;
  const [categoryIds, activeIds, questionRows, answers, used, { labels }] = await Promise.all([
    gameCategoryIds(db, game.id),
    activeQuestionIds(db, game.id, attempt.audience),
    findQuestions(db, attempt.questionIds),
    findAnswers(db, attempt.id),
    attemptsUsed(db, attempt.userId, game.id),
    getClassificationLabels(db),
  ]);
  // The review of an attempt, even one finished long ago, keeps live questions' solutions out.
  const sealed = await deps.seals.sealedAmong(answers.map((answer) => answer.questionId));
  const byId = new Map(questionRows.map((question) => [question.id, fillQuestionLabels(question, labels)]));
  const isOpenEmbedded = game.type !== 'interactive' && attempt.status === 'in_progress';
  return {
    id: attempt.id,
    game: toGameSummary(game, categoryIds, activeIds.length),
    category_id: attempt.categoryId,
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    expires_at: attempt.expiresAt.toISOString(),
    server_now: now.toISOString(),
    questions: attempt.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question ? [toPlayQuestion(question, attempt.id)] : [];
    }),
    answers: answers.flatMap((answer) => {
      const question = byId.get(answer.questionId);
      return question ? [toAnswerResult(answer, question, sealed.has(question.id))] : [];
    }),
    result: toResult(attempt, used, game.attemptsAllowed),
    launch_token: isOpenEmbedded
      ? await deps.tokens.sign({
          attemptId: attempt.id,
          userId: attempt.userId,
          gameId: game.id,
          expiresAt: attempt.expiresAt,
        })
      : null,
  };
}

/**
 * Starts an attempt, or resumes the caller's attempt of the game that is still running. Starts
 * of one player on one game are serialized, so the attempts limit holds under double clicks.
 */
export async function startAttempt(
  deps: AttemptsDeps,
  caller: Caller,
  gameId: string,
  body: { category_id?: string | undefined; event_id?: string | undefined } | undefined,
  now = new Date(),
): Promise<{ attempt: Attempt; isNew: boolean }> {
  const { db } = deps;
  const game = await findGame(db, gameId);
  if (!game || !game.isPublished || game.archivedAt) throw new AppError('NOT_FOUND');
  const eventId = body?.event_id ?? null;
  // Played for an event whose questions are for one audience: that audience, else the game's.
  const eventAudience = eventId
    ? await eventQuestionAudience(db, { eventId, userId: caller.userId, gameId: game.id })
    : null;
  const audience = eventAudience ?? game.audience;
  const questionIds = await activeQuestionIds(db, game.id, audience);
  if (game.type === 'interactive' && questionIds.length === 0) throw new AppError('GAME_NOT_PLAYABLE');
  const categoryIds = await gameCategoryIds(db, game.id);
  const chosen = body?.category_id;
  if (chosen && !categoryIds.includes(chosen)) {
    throw new AppError('VALIDATION_FAILED', {}, { category_id: { rule: 'one_of' } });
  }
  const timedOut: AttemptRow[] = [];
  const started = await db.transaction(async (tx) => {
    await lockPlayerGame(tx, caller.userId, game.id);
    for (const open of await openAttemptsForUpdate(tx, caller.userId, game.id)) {
      if (!isOverdue(open, game.type, now)) return { attempt: open, isNew: false };
      timedOut.push(await closeLocked(tx, open, 'timed_out', now));
    }
    const used = await attemptsUsed(tx, caller.userId, game.id);
    if (game.attemptsAllowed !== null && used >= game.attemptsAllowed)
      throw new AppError('ATTEMPTS_EXCEEDED');
    const attempt = await insertAttempt(tx, {
      userId: caller.userId,
      gameId: game.id,
      categoryId: chosen ?? categoryIds[0] ?? null,
      audience,
      eventId,
      questionIds: shuffled(questionIds),
      startedAt: now,
      expiresAt: new Date(now.getTime() + game.durationMinutes * MINUTE_MS),
      passScore: game.passScore,
    });
    return { attempt, isNew: true };
  });
  for (const closed of timedOut) await announceClosed(deps, closed);
  return { attempt: await toAttempt(deps, started.attempt, game, now), isNew: started.isNew };
}

/** The caller's attempt; one past its time is closed first (timed out, unanswered wrong). */
export async function getAttempt(deps: AttemptsDeps, caller: Caller, id: string, now = new Date()) {
  const owned = await ownAttempt(deps.db, caller, id);
  const attempt = isOverdue(owned.attempt, owned.game.type, now)
    ? await closeAttempt(deps, id, 'timed_out', now)
    : owned.attempt;
  return toAttempt(deps, attempt, owned.game, now);
}

/** The caller's attempts, newest first; attempts past their time are closed first. */
export async function listAttempts(
  deps: AttemptsDeps,
  caller: Caller,
  query: { game_id?: string | undefined; page: number; per_page: number },
  now = new Date(),
): Promise<Page<AttemptSummary>> {
  const { db } = deps;
  for (const open of await openAttemptsOfUser(db, caller.userId)) {
    if (isOverdue(open, open.gameType, now)) await closeAttempt(deps, open.id, 'timed_out', now);
  }
  const { rows, total } = await pageOfAttempts(db, {
    userId: caller.userId,
    gameId: query.game_id,
    page: query.page,
    perPage: query.per_page,
  });
  const used = await attemptsUsedByGame(db, caller.userId, [...new Set(rows.map((row) => row.game.id))]);
  const items = rows.map(({ attempt, game }) => ({
    id: attempt.id,
    game_id: game.id,
    game_name: game.name,
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    result: toResult(attempt, used.get(game.id) ?? 0, game.attemptsAllowed),
  }));
  return { items, page: query.page, per_page: query.per_page, total };
}
