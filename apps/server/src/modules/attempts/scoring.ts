import type { QuestionKind } from '@awarequest/contracts';

/** Pure scoring rules of self-paced attempts: no clock, no database. */

export interface Credit {
  /** 0..1 */
  credit: number;
  isCorrect: boolean;
}

/**
 * The credit of one answer. Single and true/false: all or nothing. Multiple choice: each right
 * pick earns a share, each wrong pick takes one back, never below zero; only the exact set of
 * correct keys is fully correct.
 */
export function answerCredit(
  kind: QuestionKind,
  correctKeys: readonly string[],
  choiceKeys: readonly string[],
): Credit {
  const correct = new Set(correctKeys);
  const picked = new Set(choiceKeys);
  if (kind !== 'multiple') {
    const isCorrect = picked.size === 1 && correct.size === 1 && [...picked].every((key) => correct.has(key));
    return { credit: isCorrect ? 1 : 0, isCorrect };
  }
  if (correct.size === 0) return { credit: 0, isCorrect: false };
  const right = [...picked].filter((key) => correct.has(key)).length;
  const wrong = picked.size - right;
  const credit = Math.max(0, (right - wrong) / correct.size);
  return { credit, isCorrect: credit === 1 };
}

export interface Outcome {
  /** 0-100 */
  score: number;
  correct: number;
  /** Wrong answers plus unanswered questions. */
  wrong: number;
  unanswered: number;
  /** 0-100: correct over answered. */
  accuracy: number;
  passed: boolean;
}

/** The result of an attempt from its answers; questions left unanswered count as wrong. */
export function attemptOutcome(input: {
  questionsCount: number;
  answers: readonly Credit[];
  passScore: number;
}): Outcome {
  const { questionsCount, answers, passScore } = input;
  const answered = Math.min(answers.length, questionsCount);
  const credit = answers.reduce((sum, answer) => sum + answer.credit, 0);
  const correct = answers.filter((answer) => answer.isCorrect).length;
  const score = questionsCount === 0 ? 0 : Math.min(100, Math.round((100 * credit) / questionsCount));
  return {
    score,
    correct,
    wrong: Math.max(0, questionsCount - correct),
    unanswered: questionsCount - answered,
    accuracy: answered === 0 ? 0 : Math.round((100 * correct) / answered),
    passed: score >= passScore,
  };
}

/**
 * The result an embedded (VR or WEB-GL) game reports. Its score is trusted only as far as the
 * token goes: clamped to 0..100 and rounded. Accuracy is correct over correct + wrong when the
 * game counts them, else the score itself.
 */
export function reportedOutcome(input: {
  score: number;
  correct?: number | undefined;
  wrong?: number | undefined;
  passScore: number;
}): Outcome {
  const score = Math.round(Math.min(100, Math.max(0, input.score)));
  const correct = input.correct ?? 0;
  const wrong = input.wrong ?? 0;
  const counted = correct + wrong;
  return {
    score,
    correct,
    wrong,
    unanswered: 0,
    accuracy: counted === 0 ? score : Math.round((100 * correct) / counted),
    passed: score >= input.passScore,
  };
}
