import { AWARENESS_TIER1_CAP, LOW_CONFIDENCE_EVIDENCE } from '@awarequest/contracts';
import {
  DIFFICULTY_WEIGHTS,
  PRIOR_ANSWERS,
  PRIOR_MASTERY,
  WINDOW_DAYS,
  ageInDays,
  decay,
  tierWeight,
  type DifficultyLevel,
} from './formula.js';

/**
 * The awareness score (docs/domain.md), a pure function of a user's answers:
 *
 *     w_i = d_i * r_i * 2^(-a_i / 90)
 *     mastery_k  = (sum w_i*y_i + 3 * 0.5) / (sum w_i + 3)
 *     evidence_k = sum w_i / (sum w_i + 3)
 *     awareness  = 100 * sum_k tier_k * mastery_k / sum_k tier_k   (capped at 69 by a known-weak tier-1 topic)
 *
 * A tier-1 topic is "known to be weak" when its mastery is below 0.5 and the evidence of its
 * wrong answers, sum w_i*(1-y_i) / (sum w_i*(1-y_i) + 3), reaches 0.5 (docs/domain.md). Counting
 * the evidence of all its answers instead would let a correct answer push that evidence over 0.5
 * while the mastery stays under 0.5 and engage the cap, so a correct answer would lower the
 * score; counting only the wrong answers' keeps "more correct answers never lower awareness".
 *
 * r_i = 0.5^(n-1) where this is the n-th answer of the user to the same question (self-paced or live).
 */

export interface ScoredAnswer {
  questionId: string;
  categoryId: string;
  difficulty: DifficultyLevel;
  /** 0..1: partial credit for multiple choice; timed out or unanswered is 0. */
  credit: number;
  answeredAt: Date;
}

export interface Topic {
  id: string;
  tier: number;
}

export interface TopicResult {
  categoryId: string;
  tier: number;
  mastery: number;
  evidence: number;
  /** Answers inside the window. */
  answered: number;
  /** Evidence of the wrong answers alone, sum w(1-y) / (sum w(1-y) + 3): a weakness is known from 0.5. */
  wrongEvidence: number;
}

export interface AwarenessResult {
  /** 0..100, rounded. */
  score: number;
  /** Before rounding and before the cap. */
  uncapped: number;
  capped: boolean;
  /** Tier-weighted evidence of all topics, 0..1. */
  evidence: number;
  lowConfidence: boolean;
  topics: TopicResult[];
}

/** Each answer's weight d * r * decay; answers outside the window or of unknown topics are dropped. */
export function weighAnswers(answers: readonly ScoredAnswer[], now: Date) {
  const ordered = [...answers].sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime());
  const seen = new Map<string, number>();
  const weighed: { answer: ScoredAnswer; weight: number }[] = [];
  for (const answer of ordered) {
    const repeat = (seen.get(answer.questionId) ?? 0) + 1;
    seen.set(answer.questionId, repeat);
    const age = ageInDays(answer.answeredAt, now);
    if (age > WINDOW_DAYS) continue;
    const weight = DIFFICULTY_WEIGHTS[answer.difficulty] * 0.5 ** (repeat - 1) * decay(age);
    weighed.push({ answer, weight });
  }
  return weighed;
}

export function computeAwareness(
  answers: readonly ScoredAnswer[],
  topics: readonly Topic[],
  now: Date,
): AwarenessResult {
  const empty = () => ({ weight: 0, credit: 0, wrong: 0, answered: 0 });
  const sums = new Map(topics.map((topic) => [topic.id, empty()]));
  for (const { answer, weight } of weighAnswers(answers, now)) {
    const sum = sums.get(answer.categoryId);
    if (!sum) continue;
    sum.weight += weight;
    const credit = Math.min(1, Math.max(0, answer.credit));
    sum.credit += weight * credit;
    sum.wrong += weight * (1 - credit);
    sum.answered += 1;
  }
  const results: TopicResult[] = topics.map((topic) => {
    const sum = sums.get(topic.id) ?? empty();
    return {
      categoryId: topic.id,
      tier: topic.tier,
      mastery: (sum.credit + PRIOR_ANSWERS * PRIOR_MASTERY) / (sum.weight + PRIOR_ANSWERS),
      evidence: sum.weight / (sum.weight + PRIOR_ANSWERS),
      answered: sum.answered,
      wrongEvidence: sum.wrong / (sum.wrong + PRIOR_ANSWERS),
    };
  });
  const tierSum = results.reduce((total, topic) => total + tierWeight(topic.tier), 0);
  const weighted = (pick: (topic: TopicResult) => number) =>
    tierSum === 0
      ? 0
      : results.reduce((total, topic) => total + tierWeight(topic.tier) * pick(topic), 0) / tierSum;
  const uncapped = tierSum === 0 ? 100 * PRIOR_MASTERY : 100 * weighted((topic) => topic.mastery);
  const evidence = weighted((topic) => topic.evidence);
  const isWeakTier1 = results.some(
    (topic) => topic.tier === 1 && topic.mastery < 0.5 && topic.wrongEvidence >= LOW_CONFIDENCE_EVIDENCE,
  );
  const rounded = Math.round(uncapped);
  const capped = isWeakTier1 && rounded > AWARENESS_TIER1_CAP;
  return {
    score: capped ? AWARENESS_TIER1_CAP : rounded,
    uncapped,
    capped,
    evidence,
    lowConfidence: evidence < LOW_CONFIDENCE_EVIDENCE,
    topics: results,
  };
}
