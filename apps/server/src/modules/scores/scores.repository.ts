import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scoreSnapshots, userScores, userTopicScores } from '../../db/schema.js';

/** The stored scores of one user: user_scores, user_topic_scores and the daily snapshots. */

export type UserScoresRow = typeof userScores.$inferSelect;
export type NewUserScoresRow = typeof userScores.$inferInsert;
export type TopicScoreRow = typeof userTopicScores.$inferSelect;

export async function findUserScores(db: Db, userId: string): Promise<UserScoresRow | undefined> {
  const [row] = await db.select().from(userScores).where(eq(userScores.userId, userId));
  return row;
}

export async function findTopicScores(db: Db, userId: string): Promise<TopicScoreRow[]> {
  return db.select().from(userTopicScores).where(eq(userTopicScores.userId, userId));
}

/** Writes the user's scores, their answered topics (dropping the others) and today's snapshot. */
export async function saveScores(
  db: Db,
  row: NewUserScoresRow,
  topics: readonly TopicScoreRow[],
  day: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId, ...values } = row;
    await tx.insert(userScores).values(row).onConflictDoUpdate({ target: userScores.userId, set: values });
    const kept = topics.map((topic) => topic.categoryId);
    await tx
      .delete(userTopicScores)
      .where(
        kept.length
          ? and(eq(userTopicScores.userId, userId), notInArray(userTopicScores.categoryId, kept))
          : eq(userTopicScores.userId, userId),
      );
    if (topics.length) {
      await tx
        .insert(userTopicScores)
        .values([...topics])
        .onConflictDoUpdate({
          target: [userTopicScores.userId, userTopicScores.categoryId],
          set: {
            mastery: sql`excluded.mastery`,
            evidence: sql`excluded.evidence`,
            answered: sql`excluded.answered`,
          },
        });
    }
    await tx
      .insert(scoreSnapshots)
      .values({ userId, day, awareness: row.awareness, risk: row.risk })
      .onConflictDoUpdate({
        target: [scoreSnapshots.userId, scoreSnapshots.day],
        set: { awareness: row.awareness, risk: row.risk },
      });
  });
}
