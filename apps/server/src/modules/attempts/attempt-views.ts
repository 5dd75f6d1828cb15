import type { AnswerResult, AttemptResult, GameSummary, PlayQuestion } from '@awarequest/contracts';
import type { AnswerRow, AttemptRow, GameRow, QuestionRow } from './attempts.repository.js';

/** Rows to the wire shapes of contracts/content/attempts.ts. */

/** A credit as stored (a 4-byte real: 2/3 comes back as 0.6666666865), to 4 decimals. */
export const storedCredit = (credit: number): number => Math.round(credit * 10_000) / 10_000;

export function toGameSummary(game: GameRow, categoryIds: string[], questionsCount: number): GameSummary {
  return {
    id: game.id,
    key: game.key,
    name: game.name,
    description: game.description,
    type: game.type,
    difficulty: game.difficulty,
    audience: game.audience,
    duration_minutes: game.durationMinutes,
    pass_score: game.passScore,
    attempts_allowed: game.attemptsAllowed,
    questions_count: questionsCount,
    published: game.isPublished,
    category_ids: categoryIds,
    url: game.url,
  };
}

/** A question as asked: never its correct keys or its explanation. */
export function toPlayQuestion(question: QuestionRow): PlayQuestion {
  return {
    id: question.id,
    kind: question.kind,
    difficulty: question.difficulty,
    text: question.text,
    choices: question.choices,
    image: question.image,
  };
}

/**
 * The verdict on an answer, with the solution: sent only once the question is answered, and
 * never while a live game plays it (`isSealed`): then only the player's own choice goes out.
 */
export function toAnswerResult(answer: AnswerRow, question: QuestionRow, isSealed: boolean): AnswerResult {
  const common = {
    question_id: answer.questionId,
    choice_keys: answer.choiceKeys,
    answered_at: answer.answeredAt.toISOString(),
  };
  if (isSealed)
    return {
      ...common,
      correct_choice_keys: null,
      is_correct: null,
      credit: null,
      explanation: null,
      is_sealed: true,
    };
  return {
    ...common,
    correct_choice_keys: question.correctKeys,
    is_correct: answer.isCorrect,
    credit: storedCredit(answer.credit),
    explanation: question.explanation,
    is_sealed: false,
  };
}

export function attemptsLeft(attemptsAllowed: number | null, used: number): number | null {
  return attemptsAllowed === null ? null : Math.max(0, attemptsAllowed - used);
}

/** The stored result of a finished attempt; null while it runs. */
export function toResult(
  attempt: AttemptRow,
  attemptsUsed: number,
  attemptsAllowed: number | null,
): AttemptResult | null {
  if (attempt.status !== 'finished' || !attempt.finishedAt) return null;
  return {
    score: attempt.score ?? 0,
    correct: attempt.correctCount ?? 0,
    wrong: attempt.wrongCount ?? 0,
    unanswered: attempt.unansweredCount ?? 0,
    accuracy: attempt.accuracy ?? 0,
    passed: attempt.isPassed ?? false,
    pass_score: attempt.passScore,
    ending: attempt.ending ?? 'finished',
    finished_at: attempt.finishedAt.toISOString(),
    attempts_used: attemptsUsed,
    attempts_left: attemptsLeft(attemptsAllowed, attemptsUsed),
  };
}
