import type { RoleLevel } from '@awarequest/contracts';
import {
  ACTIVE_DAYS,
  CREDIT_DAYS,
  CREDIT_FULL,
  INACTIVE_FULL_DAYS,
  LATE_PASS_ATTEMPTS,
  RISK_WEIGHTS,
  WINDOW_DAYS,
  ageInDays,
  clamp01,
  decay,
} from './formula.js';

/**
 * The risk score (docs/domain.md), a pure function:
 *
 *     likelihood = 0.40*G + 0.25*Q + 0.20*C + 0.10*P - 0.05*R   (clamped to 0..1)
 *     risk       = round(100 * likelihood * impact)
 */

export const ROLE_IMPACT: Record<RoleLevel, number> = {
  high_impact: 1,
  sensitive: 0.85,
  standard: 0.7,
  low_access: 0.55,
};

/** The last attempt of one game the user played self-paced. */
export interface QuizHistory {
  gameId: string;
  lastPassed: boolean;
  /** Finished attempts of the game. */
  attempts: number;
  lastFinishedAt: Date;
}

export interface RiskInput {
  /** The awareness score 0..100. */
  awareness: number;
  quizzes: readonly QuizHistory[];
  /** Share 0..1 of assigned campaign games overdue (events/compliance.ts). */
  complianceGap: number;
  /** The last answer, attempt or live result; null when never active. */
  lastActiveAt: Date | null;
  /** Finished attempts with a perfect score (100), their finish times. */
  perfectQuizzesAt: readonly Date[];
  roleLevel: RoleLevel;
}

export interface RiskComponents {
  knowledge_gap: number;
  quiz_failures: number;
  compliance: number;
  disengagement: number;
  positive_credit: number;
}

export interface RiskResult {
  score: number;
  likelihood: number;
  impact: number;
  components: RiskComponents;
  /** Days since the last activity; null when never active. */
  inactiveDays: number | null;
  perfectQuizzes: number;
}

/** Q: recency-weighted share of quizzes whose last attempt failed; a pass after 3+ attempts is 0.5. */
export function quizFailurePressure(quizzes: readonly QuizHistory[], now: Date): number {
  let weights = 0;
  let failures = 0;
  for (const quiz of quizzes) {
    const age = ageInDays(quiz.lastFinishedAt, now);
    if (age > WINDOW_DAYS) continue;
    const weight = decay(age);
    const failure = !quiz.lastPassed ? 1 : quiz.attempts >= LATE_PASS_ATTEMPTS ? 0.5 : 0;
    weights += weight;
    failures += weight * failure;
  }
  return weights === 0 ? 0 : failures / weights;
}

/** P: 0 when active in the last 30 days, else days inactive / 90 (at most 1). Never active: 0. */
export function disengagement(inactiveDays: number | null): number {
  if (inactiveDays === null || inactiveDays <= ACTIVE_DAYS) return 0;
  return Math.min(1, inactiveDays / INACTIVE_FULL_DAYS);
}

export function computeRisk(input: RiskInput, now: Date): RiskResult {
  const inactiveDays = input.lastActiveAt ? Math.max(0, ageInDays(input.lastActiveAt, now)) : null;
  const perfectQuizzes = input.perfectQuizzesAt.filter((at) => ageInDays(at, now) <= CREDIT_DAYS).length;
  const components: RiskComponents = {
    knowledge_gap: clamp01(1 - input.awareness / 100),
    quiz_failures: quizFailurePressure(input.quizzes, now),
    compliance: clamp01(input.complianceGap),
    disengagement: disengagement(inactiveDays),
    positive_credit: Math.min(1, perfectQuizzes / CREDIT_FULL),
  };
  const likelihood = clamp01(
    RISK_WEIGHTS.knowledge_gap * components.knowledge_gap +
      RISK_WEIGHTS.quiz_failures * components.quiz_failures +
      RISK_WEIGHTS.compliance * components.compliance +
      RISK_WEIGHTS.disengagement * components.disengagement -
      RISK_WEIGHTS.positive_credit * components.positive_credit,
  );
  const impact = ROLE_IMPACT[input.roleLevel];
  return {
    score: Math.round(100 * likelihood * impact),
    likelihood,
    impact,
    components,
    inactiveDays,
    perfectQuizzes,
  };
}
