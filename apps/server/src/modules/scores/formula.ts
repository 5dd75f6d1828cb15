/**
 * The constants of the awareness and risk models (docs/domain.md). `FORMULA_VERSION` is stored with
 * every score, so a score computed under older rules can be told apart after a change.
 */

/** aq-scores-2: the compliance gap C counts overdue campaign work (issue 24); it was always 0 before. */
export const FORMULA_VERSION = 'aq-scores-2';

export const DAY_MS = 86_400_000;
/** Answers lose half their weight every 90 days. */
export const HALF_LIFE_DAYS = 90;
/** Answers older than this are ignored. */
export const WINDOW_DAYS = 365;
/** Each topic starts from 3 virtual half-right answers. */
export const PRIOR_ANSWERS = 3;
export const PRIOR_MASTERY = 0.5;

export const DIFFICULTY_WEIGHTS = { easy: 1, medium: 1.5, hard: 2 } as const;
export type DifficultyLevel = keyof typeof DIFFICULTY_WEIGHTS;

/** Topic weight by tier (1 is the most important). */
export const TIER_WEIGHTS: Readonly<Record<number, number>> = { 1: 4, 2: 3, 3: 2 };
export const tierWeight = (tier: number): number => TIER_WEIGHTS[tier] ?? 2;

/** A topic counts as mastered for the awareness index at this mastery (with enough evidence). */
export const MASTERED_AT = 0.7;

/** Risk: component weights of the likelihood. */
export const RISK_WEIGHTS = {
  knowledge_gap: 0.4,
  quiz_failures: 0.25,
  compliance: 0.2,
  disengagement: 0.1,
  positive_credit: 0.05,
} as const;
/** Active within this many days: no disengagement. */
export const ACTIVE_DAYS = 30;
/** Inactivity reaches its full weight after this many days. */
export const INACTIVE_FULL_DAYS = 90;
/** Perfect quizzes in this many days earn positive credit... */
export const CREDIT_DAYS = 90;
/** ...reaching full credit at this many. */
export const CREDIT_FULL = 3;
/** A quiz passed only after this many attempts counts as half a failure. */
export const LATE_PASS_ATTEMPTS = 3;

/** 2^(-age/H): the weight of something `ageDays` old. */
export const decay = (ageDays: number): number => 2 ** (-Math.max(0, ageDays) / HALF_LIFE_DAYS);
export const ageInDays = (at: Date, now: Date): number => (now.getTime() - at.getTime()) / DAY_MS;
export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
