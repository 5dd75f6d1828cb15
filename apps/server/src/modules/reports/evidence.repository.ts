import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { EvidenceRow } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { attempts, categories, games, liveResults, users } from '../../db/schema.js';
import { departmentName, groupNames } from './group-names.js';
import { PERSON_DIMENSION_KEYS } from './report-groups.repository.js';

/**
 * Training evidence (ISO/IEC 27001 A.6.3): who finished what, when, with which result. Two
 * sources: finished self-paced attempts and live session rounds played signed in.
 */

export interface EvidenceFilter {
  /** Inclusive start and exclusive end of finished_at. */
  start?: Date;
  end?: Date;
  userId?: string;
  limit: number;
}

const person = {
  userId: users.id,
  name: users.name,
  email: users.email,
  department: PERSON_DIMENSION_KEYS.department,
};

function within(column: typeof attempts.finishedAt | typeof liveResults.endedAt, filter: EvidenceFilter) {
  return [
    filter.start ? gte(column, filter.start) : undefined,
    filter.end ? lt(column, filter.end) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

function attemptConditions(filter: EvidenceFilter) {
  return and(
    eq(attempts.status, 'finished'),
    isNotNull(attempts.finishedAt),
    ...within(attempts.finishedAt, filter),
    filter.userId ? eq(attempts.userId, filter.userId) : undefined,
  );
}

function liveConditions(filter: EvidenceFilter) {
  return and(
    ...within(liveResults.endedAt, filter),
    filter.userId ? eq(liveResults.userId, filter.userId) : undefined,
  );
}

async function attemptRows(db: Db, filter: EvidenceFilter): Promise<EvidenceRow[]> {
  const rows = await db
    .select({
      ...person,
      title: games.name,
      topic: categories.name,
      finishedAt: attempts.finishedAt,
      score: attempts.score,
      passed: attempts.isPassed,
    })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .innerJoin(games, eq(games.id, attempts.gameId))
    .leftJoin(categories, eq(categories.id, attempts.categoryId))
    .where(attemptConditions(filter))
    .orderBy(desc(attempts.finishedAt))
    .limit(filter.limit);
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    department: row.department,
    department_name: null,
    source: 'self_paced',
    title: row.title,
    topic: row.topic,
    finished_at: (row.finishedAt ?? new Date(0)).toISOString(),
    score: row.score === null ? null : Math.round(row.score * 10) / 10,
    passed: row.passed,
    points: null,
    rank: null,
    players_count: null,
  }));
}

async function liveRows(db: Db, filter: EvidenceFilter): Promise<EvidenceRow[]> {
  const rows = await db
    .select({
      ...person,
      title: liveResults.title,
      endedAt: liveResults.endedAt,
      points: liveResults.points,
      rank: liveResults.rank,
      playersCount: liveResults.playersCount,
    })
    .from(liveResults)
    .innerJoin(users, eq(users.id, liveResults.userId))
    .where(liveConditions(filter))
    .orderBy(desc(liveResults.endedAt))
    .limit(filter.limit);
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    department: row.department,
    department_name: null,
    source: 'live',
    title: row.title,
    topic: null,
    finished_at: row.endedAt.toISOString(),
    score: null,
    passed: null,
    points: row.points,
    rank: row.rank,
    players_count: row.playersCount,
  }));
}

/** The newest `limit` results of both sources, newest first, departments named from their list. */
export async function listEvidence(db: Db, filter: EvidenceFilter): Promise<EvidenceRow[]> {
  const [selfPaced, live, departments] = await Promise.all([
    attemptRows(db, filter),
    liveRows(db, filter),
    groupNames(db, 'department'),
  ]);
  return [...selfPaced, ...live]
    .sort((a, b) => b.finished_at.localeCompare(a.finished_at))
    .slice(0, filter.limit)
    .map((row) => ({ ...row, department_name: departmentName(departments, row.department) }));
}

export async function countEvidence(db: Db, filter: EvidenceFilter): Promise<number> {
  const [selfPaced, live] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(attempts)
      .where(attemptConditions(filter)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(liveResults)
      .where(liveConditions(filter)),
  ]);
  return (selfPaced[0]?.total ?? 0) + (live[0]?.total ?? 0);
}
