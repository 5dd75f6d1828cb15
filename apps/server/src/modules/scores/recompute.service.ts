import { ATTEMPT_POINTS_PER_SCORE_POINT } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { complianceOf } from '../events/public.js';
import { computeAwareness } from './awareness.js';
import { awarenessBand, riskBand } from './bands.js';
import { awarenessFactors, riskFactors } from './explain.js';
import { CREDIT_DAYS, DAY_MS, FORMULA_VERSION, WINDOW_DAYS } from './formula.js';
import { computeRisk } from './risk.js';
import { roleLevelOf } from './role-level.js';
import {
  activitySummary,
  allCategories,
  findScoredUser,
  perfectQuizTimes,
  quizHistory,
  scoredAnswers,
} from './score-inputs.repository.js';
import { findUserScores, saveScores, type UserScoresRow } from './scores.repository.js';

/**
 * Recomputes one user's awareness and risk from their own answers and results, stores them with
 * their explanation, today's snapshot and the points, and announces a band that moved.
 * A user without any result gets no row (the dashboard shows its empty state).
 */

export interface RecomputeDeps {
  db: Db;
  events: DomainEventBus;
}

/** YYYY-MM-DD of a moment, in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export async function recomputeUserScores(
  deps: RecomputeDeps,
  userId: string,
  now = new Date(),
): Promise<UserScoresRow | undefined> {
  const { db } = deps;
  const user = await findScoredUser(db, userId);
  if (!user) return undefined;
  const activity = await activitySummary(db, userId, ATTEMPT_POINTS_PER_SCORE_POINT);
  if (!activity.hasResults) return undefined;
  const [topics, answers, quizzes, perfect, previous, compliance] = await Promise.all([
    allCategories(db),
    scoredAnswers(db, userId, new Date(now.getTime() - WINDOW_DAYS * DAY_MS)),
    quizHistory(db, userId),
    perfectQuizTimes(db, userId, new Date(now.getTime() - CREDIT_DAYS * DAY_MS)),
    findUserScores(db, userId),
    complianceOf(db, userId, now),
  ]);
  const awareness = computeAwareness(answers, topics, now);
  const roleLevel = roleLevelOf(user.positions, user.departments);
  const risk = computeRisk(
    {
      awareness: awareness.score,
      quizzes,
      complianceGap: compliance.gap,
      lastActiveAt: activity.lastActiveAt,
      perfectQuizzesAt: perfect,
      roleLevel,
    },
    now,
  );
  const names = new Map(topics.map((topic) => [topic.id, topic.name]));
  const row = {
    userId,
    awareness: awareness.score,
    awarenessBand: awarenessBand(awareness.score),
    evidence: awareness.evidence,
    lowConfidence: awareness.lowConfidence,
    capped: awareness.capped,
    risk: risk.score,
    riskBand: riskBand(risk.score),
    roleLevel,
    impact: risk.impact,
    factors: {
      awareness: awarenessFactors(awareness, names),
      risk: riskFactors(risk, roleLevel, awareness.score, compliance),
    },
    formulaVersion: FORMULA_VERSION,
    points: activity.points,
    lastActiveAt: activity.lastActiveAt,
    computedAt: now,
  };
  const answered = awareness.topics
    .filter((topic) => topic.answered > 0)
    .map((topic) => ({
      userId,
      categoryId: topic.categoryId,
      mastery: topic.mastery,
      evidence: topic.evidence,
      answered: topic.answered,
    }));
  await saveScores(db, row, answered, utcDay(now));
  if (previous) await announceBandChanges(deps.events, previous, row);
  return { ...row, computedAt: now };
}

async function announceBandChanges(
  events: DomainEventBus,
  previous: UserScoresRow,
  next: { userId: string; awarenessBand: string; riskBand: string },
) {
  if (previous.awarenessBand !== next.awarenessBand)
    await events.publish('score.band_changed', {
      userId: next.userId,
      score: 'awareness',
      from: previous.awarenessBand,
      to: next.awarenessBand,
    });
  if (previous.riskBand !== next.riskBand)
    await events.publish('score.band_changed', {
      userId: next.userId,
      score: 'risk',
      from: previous.riskBand,
      to: next.riskBand,
    });
}
