import { z } from 'zod';

/**
 * Awareness and risk scores (docs/domain.md): their bands and the factors that explain them. Every
 * factor is written by the server in both languages; the client only picks the language.
 */

export const AWARENESS_BANDS = ['low', 'developing', 'proficient', 'advanced'] as const;
export type AwarenessBand = (typeof AWARENESS_BANDS)[number];
export const RISK_BANDS = ['low', 'guarded', 'elevated', 'high', 'critical'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** The lowest score of each band, from the lowest band up (docs/domain.md). */
export const AWARENESS_BAND_FLOORS = { low: 0, developing: 40, proficient: 70, advanced: 85 } as const;
export const RISK_BAND_FLOORS = { low: 0, guarded: 20, elevated: 40, high: 60, critical: 80 } as const;

/** The awareness score stops here while a tier-1 topic is known to be weak. */
export const AWARENESS_TIER1_CAP = 69;
/** Below this evidence (0..1) a topic, or the whole score, is marked low confidence. */
export const LOW_CONFIDENCE_EVIDENCE = 0.5;

/**
 * What a factor is about. Awareness: `baseline` (every topic starts at 50), `topic` (one topic's
 * mastery above or below 50; `category_id` names it), `tier1_cap`. Risk: the components of
 * docs/domain.md, G `knowledge_gap`, Q `quiz_failures`, C `compliance`, P `disengagement`,
 * R `positive_credit`, and `impact` (the role level that scales them).
 */
export const SCORE_FACTOR_KEYS = [
  'baseline',
  'topic',
  'tier1_cap',
  'knowledge_gap',
  'quiz_failures',
  'compliance',
  'disengagement',
  'positive_credit',
  'impact',
] as const;
export type ScoreFactorKey = (typeof SCORE_FACTOR_KEYS)[number];

export const scoreFactorSchema = z.object({
  key: z.enum(SCORE_FACTOR_KEYS),
  /** Set on `topic` factors. */
  category_id: z.string().nullable(),
  effect: z.enum(['raises', 'lowers']),
  /** Its contribution in score points (0..100 scale, one decimal, never negative: `effect` gives the sign). */
  points: z.number(),
  text: z.object({ en: z.string(), ar: z.string() }),
});
export type ScoreFactor = z.infer<typeof scoreFactorSchema>;

/** Role levels that scale the risk score (docs/domain.md "impact by role level"). */
export const ROLE_LEVELS = ['high_impact', 'sensitive', 'standard', 'low_access'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];
