import { gradeAnswer, type GivenAnswer, type GradableQuestion } from '@awarequest/contracts';

/**
 * Pure scoring rules of self-paced attempts: no clock, no database. One answer's credit comes
 * from the contracts' `gradeAnswer` with partial credit (packages/contracts/src/content/grading.ts).
 */

export interface Credit {
  /** 0..1 */
  credit: number;
  isCorrect: boolean;
  /** False for a poll: it counts in no score, no accuracy and no streak. */
  scored: boolean;
}

/**
 * The credit of one self-paced answer: partial credit for a multiple choice (right picks minus
 * wrong ones) and for an ordering (items in place), closeness for a slider, nothing for a poll.
 */
export function attemptCredit(question: GradableQuestion, answer: GivenAnswer): Credit {
  return gradeAnswer(question, answer, { partial: true });
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

/**
 * The result of an attempt from its answers; questions left unanswered count as wrong. Polls
 * are left out: `scoredQuestionsCount` counts the attempt's questions that are not polls, and
 * a poll's answer counts neither as correct, nor wrong, nor answered.
 */
export function attemptOutcome(input: {
  scoredQuestionsCount: number;
  answers: readonly Credit[];
  passScore: number;
}): Outcome {
  const { scoredQuestionsCount: questionsCount, passScore } = input;
  const answers = input.answers.filter((answer) => answer.scored);
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
