import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { REPORT_UNSET_GROUP, type ReportDimension } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { categories, users, userScores, userTopicScores } from '../../db/schema.js';
import { PERSON_DIMENSION_KEYS } from './report-groups.repository.js';

/** The people behind one report group, and one person's stored scores and topics. */

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  department: PERSON_DIMENSION_KEYS.department,
  awareness: userScores.awareness,
  awarenessBand: userScores.awarenessBand,
  risk: userScores.risk,
  riskBand: userScores.riskBand,
  lowConfidence: userScores.lowConfidence,
  computedAt: userScores.computedAt,
};

function groupCondition(dimension: Exclude<ReportDimension, 'topic'>, group: string): SQL | undefined {
  const key = PERSON_DIMENSION_KEYS[dimension];
  return group === REPORT_UNSET_GROUP ? isNull(key) : eq(key, group);
}

function groupFilter(dimension: ReportDimension, group: string): SQL | undefined {
  if (dimension !== 'topic') return and(eq(users.isActive, true), groupCondition(dimension, group));
  // A topic's key is its category id; anything else matches no topic.
  return and(
    eq(users.isActive, true),
    sql`${userTopicScores.categoryId}::text = ${group}`,
    gt(userTopicScores.answered, 0),
  );
}

/** One page of a group's active people with scores, by name, and how many there are. */
export async function listGroupPeople(
  db: Db,
  input: { dimension: ReportDimension; group: string; limit: number; offset: number },
) {
  const where = groupFilter(input.dimension, input.group);
  const isTopic = input.dimension === 'topic';
  const rowsQuery = db
    .select(personColumns)
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId));
  const countQuery = db
    .select({ total: sql<number>`count(*)::int` })
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId));
  const topicJoin = eq(userTopicScores.userId, userScores.userId);
  const [rows, counted] = await Promise.all([
    (isTopic ? rowsQuery.innerJoin(userTopicScores, topicJoin) : rowsQuery)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    (isTopic ? countQuery.innerJoin(userTopicScores, topicJoin) : countQuery).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findPerson(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, scores: userScores })
    .from(users)
    .leftJoin(userScores, eq(userScores.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export function personTopics(db: Db, userId: string) {
  return db
    .select({
      categoryId: categories.id,
      name: categories.name,
      tier: categories.tier,
      mastery: userTopicScores.mastery,
      evidence: userTopicScores.evidence,
      answered: userTopicScores.answered,
    })
    .from(userTopicScores)
    .innerJoin(categories, eq(categories.id, userTopicScores.categoryId))
    .where(eq(userTopicScores.userId, userId))
    .orderBy(categories.position);
}
