import {
  answerFitError,
  fillQuestionLabels,
  parseAnswerFor,
  type AnswerBody,
  type GivenAnswer,
  type AnswerResult,
  type AttemptResult,
  type GameReportBody,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { getClassificationLabels } from '../settings/public.js';
import {
  announceClosed,
  closeAttempt,
  isOverdue,
  ownAttempt,
  resultOf,
  type AttemptsDeps,
} from './attempt-lifecycle.js';
import { gradableOf, toAnswerResult } from './attempt-views.js';
import {
  findAttempt,
  findQuestions,
  insertAnswer,
  saveOutcome,
  type QuestionRow,
} from './attempts.repository.js';
import { attemptCredit, reportedOutcome } from './scoring.js';

/** Playing an attempt: answers, finishing, and the results embedded games report. */

/**
 * Checks one answer and stores it with the server's time. One answer per question: the
 * primary key (attempt, question) decides between simultaneous answers. A question a live game
 * plays now is refused (QUESTION_SEALED) and nothing is stored, so no result, score or
 * notification built on the attempt can tell its solution either. Answering the last
 * question does not finish the attempt: the client calls finish, which shows the results.
 */
export async function answerQuestion(
  deps: AttemptsDeps,
  caller: Caller,
  id: string,
  body: AnswerBody,
  now = new Date(),
): Promise<AnswerResult> {
  const { db } = deps;
  const { attempt, game } = await ownAttempt(db, caller, id);
  if (attempt.status !== 'in_progress') throw new AppError('ATTEMPT_CLOSED');
  if (isOverdue(attempt, game.type, now)) {
    await closeAttempt(deps, id, 'timed_out', now);
    throw new AppError('ATTEMPT_CLOSED');
  }
  const [question] = attempt.questionIds.includes(body.question_id)
    ? await findQuestions(db, [body.question_id])
    : [];
  if (!question) throw new AppError('NOT_IN_ATTEMPT');
  const given = givenAnswer(question, body);
  // A live game plays this question: its verdict would tell the live players the solution.
  if ((await deps.seals.sealedAmong([question.id])).has(question.id)) throw new AppError('QUESTION_SEALED');
  const { credit, isCorrect } = attemptCredit(gradableOf(question), given);
  const answer = await db.transaction(async (tx) => {
    // A share lock: answers to different questions go side by side; closing waits for them.
    const current = await findAttempt(tx, id, 'share');
    if (current?.status !== 'in_progress') throw new AppError('ATTEMPT_CLOSED');
    return insertAnswer(tx, {
      attemptId: id,
      questionId: question.id,
      choiceKeys: given.kind === 'choices' ? given.choiceKeys : [],
      textAnswer: given.kind === 'text' ? given.text : null,
      numberAnswer: given.kind === 'value' ? given.value : null,
      credit,
      isCorrect,
      answeredAt: now,
    });
  });
  if (!answer) throw new AppError('ALREADY_ANSWERED');
  // Asked again: a live game that started meanwhile seals the verdict of an answer it holds.
  const isSealed = (await deps.seals.sealedAmong([question.id])).has(question.id);
  const { labels } = await getClassificationLabels(db);
  return toAnswerResult(answer, fillQuestionLabels(question, labels), isSealed);
}

/**
 * The answer read for its question's kind. A choice key the question does not have is
 * NOT_IN_ATTEMPT; a repeated key, two picks for one answer, an ordering that is not every item
 * once, a missing text or a value out of range is VALIDATION_FAILED with a message saying what
 * the kind expects.
 */
function givenAnswer(question: QuestionRow, body: AnswerBody): GivenAnswer {
  const choiceKeys = body.choice_keys ?? [];
  const known = new Set(question.choices.map((choice) => choice.key));
  if (choiceKeys.some((key) => !known.has(key))) throw new AppError('NOT_IN_ATTEMPT');
  if (new Set(choiceKeys).size !== choiceKeys.length) {
    throw new AppError('VALIDATION_FAILED', {}, { choice_keys: { rule: 'unique' } });
  }
  const given = parseAnswerFor(gradableOf(question), body);
  if (given) return given;
  const { field, rule } = answerFitError(question.kind);
  throw new AppError('VALIDATION_FAILED', {}, { [field]: { rule } });
}

/** Computes and stores the result once; finishing again answers the same result. */
export async function finishAttempt(deps: AttemptsDeps, caller: Caller, id: string, now = new Date()) {
  const { attempt, game } = await ownAttempt(deps.db, caller, id);
  const closed =
    attempt.status === 'finished'
      ? attempt
      : await closeAttempt(deps, id, isOverdue(attempt, game.type, now) ? 'timed_out' : 'finished', now);
  return resultOf(deps.db, closed, game);
}

/**
 * The result an embedded game reports, with the token issued for this attempt. Any mismatch
 * (signature, purpose, expiry, attempt, player, game) or a second report is INVALID_GAME_TOKEN.
 */
export async function reportResult(
  deps: AttemptsDeps,
  caller: Caller,
  id: string,
  body: GameReportBody,
  now = new Date(),
): Promise<AttemptResult> {
  const { db } = deps;
  const { attempt, game } = await ownAttempt(db, caller, id);
  if (game.type === 'interactive') throw new AppError('GAME_NOT_PLAYABLE');
  const claims = await deps.tokens.verify(body.token);
  const isValid =
    claims?.attemptId === attempt.id && claims.userId === caller.userId && claims.gameId === attempt.gameId;
  if (!isValid) throw new AppError('INVALID_GAME_TOKEN');
  const reported = await db.transaction(async (tx) => {
    const current = await findAttempt(tx, id, 'update');
    if (current?.status !== 'in_progress') throw new AppError('INVALID_GAME_TOKEN');
    const outcome = reportedOutcome({ ...body, passScore: current.passScore });
    return saveOutcome(tx, id, outcome, 'reported', now);
  });
  if (!reported) throw new AppError('INVALID_GAME_TOKEN');
  await announceClosed(deps, reported);
  return resultOf(db, reported, game);
}
