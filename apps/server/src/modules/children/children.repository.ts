import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { ChildProgress } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { attempts, userScores, users } from '../../db/schema.js';
import type { UserRow } from '../accounts/public.js';

export function listChildRows(db: Db, parentId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.parentId, parentId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findChildRow(db: Db, parentId: string, childId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, childId), eq(users.parentId, parentId)));
  return row;
}

export async function countChildren(db: Db, parentId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.parentId, parentId));
  return row?.total ?? 0;
}

export async function isUsernameUsed(db: Db, username: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return rows.some((row) => row.id !== exceptId);
}

const NO_PROGRESS: ChildProgress = {
  finished_attempts: 0,
  passed_attempts: 0,
  last_played_at: null,
  awareness_score: null,
  risk_score: null,
};

/** Each child's self-paced attempts and its scores (user_scores), by child id. */
export async function progressOf(db: Db, childIds: string[]): Promise<Map<string, ChildProgress>> {
  const progress = new Map(childIds.map((id) => [id, { ...NO_PROGRESS }]));
  if (!childIds.length) return progress;
  const attemptRows = await db
    .select({
      userId: attempts.userId,
      finished: sql<number>`count(*) filter (where ${attempts.finishedAt} is not null)`.mapWith(Number),
      passed: sql<number>`count(*) filter (where ${attempts.isPassed})`.mapWith(Number),
      lastPlayedAt: max(attempts.startedAt),
    })
    .from(attempts)
    .where(inArray(attempts.userId, childIds))
    .groupBy(attempts.userId);
  for (const row of attemptRows) {
    const entry = progress.get(row.userId);
    if (!entry) continue;
    entry.finished_attempts = row.finished;
    entry.passed_attempts = row.passed;
    entry.last_played_at = row.lastPlayedAt ? new Date(row.lastPlayedAt).toISOString() : null;
  }
  const scoreRows = await db
    .select({ userId: userScores.userId, awareness: userScores.awareness, risk: userScores.risk })
    .from(userScores)
    .where(inArray(userScores.userId, childIds));
  for (const row of scoreRows) {
    const entry = progress.get(row.userId);
    if (!entry) continue;
    entry.awareness_score = row.awareness;
    entry.risk_score = row.risk;
  }
  return progress;
}
