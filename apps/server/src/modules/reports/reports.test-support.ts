import {
  AWARENESS_BAND_FLOORS,
  RISK_BAND_FLOORS,
  type AwarenessBand,
  type RiskBand,
} from '@awarequest/contracts';
import type { App } from '../../app.js';
import {
  attempts,
  categories,
  games,
  liveResults,
  scoreSnapshots,
  userScores,
  userTopicScores,
} from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import type { NewUserRow } from '../accounts/public.js';

/** Seeds for the report tests: scores are written as the scores module stores them. */

function bandOf<T extends string>(floors: Record<T, number>, score: number): T {
  const entries = Object.entries(floors) as [T, number][];
  return entries.filter(([, floor]) => score >= floor).at(-1)?.[0] ?? entries[0]![0];
}

export async function createScoredUser(
  app: App,
  values: Partial<NewUserRow>,
  score?: { awareness: number; risk: number },
) {
  const user = await createUser(app, values);
  if (score) {
    await app.ctx.db.insert(userScores).values({
      userId: user.id,
      awareness: score.awareness,
      awarenessBand: bandOf<AwarenessBand>(AWARENESS_BAND_FLOORS, score.awareness),
      evidence: 0.8,
      lowConfidence: false,
      capped: false,
      risk: score.risk,
      riskBand: bandOf<RiskBand>(RISK_BAND_FLOORS, score.risk),
      roleLevel: 'standard',
      impact: 0.7,
      factors: { awareness: [], risk: [] },
      formulaVersion: 'test-1',
      points: 0,
      lastActiveAt: new Date(),
      computedAt: new Date('2026-11-20T10:00:00Z'),
    });
  }
  return user;
}

export async function insertSnapshot(app: App, userId: string, day: string, awareness: number, risk: number) {
  await app.ctx.db.insert(scoreSnapshots).values({ userId, day, awareness, risk });
}

export async function createTopic(app: App, key: string, position: number) {
  const [category] = await app.ctx.db
    .insert(categories)
    .values({
      key,
      name: { en: `Topic ${key}`, ar: `موضوع ${key}` },
      description: { en: key, ar: key },
      icon: 'shield',
      tier: 1,
      position,
    })
    .returning();
  return category!;
}

export async function insertTopicScore(app: App, userId: string, categoryId: string, mastery: number) {
  await app.ctx.db
    .insert(userTopicScores)
    .values({ userId, categoryId, mastery, evidence: 0.6, answered: 4 });
}

export async function createTestGame(app: App, key: string) {
  const [game] = await app.ctx.db
    .insert(games)
    .values({
      key,
      name: { en: `Game ${key}`, ar: `لعبة ${key}` },
      description: { en: key, ar: key },
      type: 'interactive',
      durationMinutes: 10,
      passScore: 70,
      isPublished: true,
    })
    .returning();
  return game!;
}

export async function insertFinishedAttempt(
  app: App,
  input: { userId: string; gameId: string; categoryId: string | null; finishedAt: string; score: number },
) {
  const finishedAt = new Date(input.finishedAt);
  await app.ctx.db.insert(attempts).values({
    userId: input.userId,
    gameId: input.gameId,
    categoryId: input.categoryId,
    status: 'finished',
    ending: 'finished',
    questionIds: [],
    startedAt: new Date(finishedAt.getTime() - 60_000),
    expiresAt: new Date(finishedAt.getTime() + 600_000),
    finishedAt,
    score: input.score,
    passScore: 70,
    isPassed: input.score >= 70,
  });
}

export async function insertLiveResult(
  app: App,
  input: { userId: string; endedAt: string; points: number; rank: number; playersCount: number },
) {
  await app.ctx.db.insert(liveResults).values({
    sessionId: crypto.randomUUID(),
    userId: input.userId,
    title: { en: 'Friday live quiz', ar: 'مسابقة الجمعة المباشرة' },
    points: input.points,
    rank: input.rank,
    playersCount: input.playersCount,
    endedAt: new Date(input.endedAt),
  });
}
