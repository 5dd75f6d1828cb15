import { and, count, countDistinct, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts, liveResults, users } from '../../db/schema.js';

/** Active accounts, and those of them who started a game or ended a live session since `since`. */
export async function countPeople(db: Db, since: Date): Promise<{ people: number; active: number }> {
  const [all] = await db.select({ people: count() }).from(users).where(eq(users.isActive, true));
  const played = db
    .select({ userId: attempts.userId })
    .from(attempts)
    .where(gte(attempts.startedAt, since))
    .union(db.select({ userId: liveResults.userId }).from(liveResults).where(gte(liveResults.endedAt, since)))
    .as('played');
  const [active] = await db
    .select({ active: countDistinct(played.userId) })
    .from(played)
    .innerJoin(users, and(eq(users.id, played.userId), eq(users.isActive, true)));
  return { people: all?.people ?? 0, active: active?.active ?? 0 };
}

/** The last live sessions that ended with signed-in players: title, players, end. */
export function recentLiveSessions(db: Db, limit: number) {
  return db
    .select({
      sessionId: liveResults.sessionId,
      round: liveResults.round,
      title: sql<{ en: string; ar: string } | null>`(array_agg(${liveResults.title}))[1]`,
      players: max(liveResults.playersCount),
      endedAt: max(liveResults.endedAt),
    })
    .from(liveResults)
    .groupBy(liveResults.sessionId, liveResults.round)
    .orderBy(desc(max(liveResults.endedAt)))
    .limit(limit);
}
