import {
  isScored,
  sliderView,
  type AnswerResult,
  type AttemptResult,
  type GameSummary,
  type GradableQuestion,
  type PlayChoice,
  type PlayQuestion,
} from '@awarequest/contracts';
import type { AnswerRow, AttemptRow, GameRow, QuestionRow } from './attempts.repository.js';
import { shuffledItems } from './ordering-shuffle.js';

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

/** What grading needs of a stored question. */
export function gradableOf(question: QuestionRow): GradableQuestion {
  return {
    kind: question.kind,
    choiceKeys: question.choices.map((choice) => choice.key),
    correctKeys: question.correctKeys,
    acceptedAnswers: question.acceptedAnswers,
    slider: question.slider,
  };
}

function toPlayChoice(choice: QuestionRow['choices'][number]): PlayChoice {
  return {
    key: choice.key,
    text: choice.text,
    ...(choice.image ? { image: choice.image } : {}),
    ...(choice.image && choice.image_alt ? { image_alt: choice.image_alt } : {}),
  };
}

/**
 * A question as asked: never its correct keys, accepted answers, a slider's answer or its
 * explanation. An ordering's items come shuffled for this attempt, never in the right order.
 */
export function toPlayQuestion(question: QuestionRow, attemptId: string): PlayQuestion {
  const choices =
    question.kind === 'ordering'
      ? shuffledItems(question.choices, question.correctKeys, `${attemptId}:${question.id}`)
      : question.choices;
  return {
    id: question.id,
    kind: question.kind,
    difficulty: question.difficulty,
    text: question.text,
    choices: choices.map(toPlayChoice),
    image: question.image,
    image_alt: question.image ? (question.imageAlt ?? null) : null,
    slider: question.kind === 'slider' && question.slider ? sliderView(question.slider) : null,
  };
}

/**
 * The verdict on an answer, with the solution: sent only once the question is answered, and
 * never while a live game plays it (`isSealed`): then only the player's own answer goes out.
 * A poll has no verdict and no solution.
 */
export function toAnswerResult(answer: AnswerRow, question: QuestionRow, isSealed: boolean): AnswerResult {
  const isScoredKind = isScored(question.kind);
  const common = {
    question_id: answer.questionId,
    choice_keys: answer.choiceKeys,
    text_answer: answer.textAnswer,
    number_answer: answer.numberAnswer,
    is_scored: isScoredKind,
    answered_at: answer.answeredAt.toISOString(),
  };
  if (isSealed)
    return {
      ...common,
      correct_choice_keys: null,
      accepted_answers: null,
      slider_solution: null,
      is_correct: null,
      credit: null,
      explanation: null,
      is_sealed: true,
    };
  const slider = question.kind === 'slider' ? question.slider : null;
  return {
    ...common,
    correct_choice_keys: question.correctKeys,
    accepted_answers: question.kind === 'type_answer' ? (question.acceptedAnswers ?? []) : null,
    slider_solution: slider
      ? { answer: slider.answer, tolerance: slider.tolerance, limit: slider.limit, unit: slider.unit }
      : null,
    is_correct: isScoredKind ? answer.isCorrect : null,
    credit: isScoredKind ? storedCredit(answer.credit) : null,
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
