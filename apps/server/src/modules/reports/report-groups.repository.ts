import { and, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import { AWARENESS_BAND_FLOORS, type ReportDimension } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { categories, scoreSnapshots, users, userScores, userTopicScores } from '../../db/schema.js';

/**
 * The organisation report's aggregates, set-based: one GROUP BY over the people's stored
 * scores, one over their daily snapshots for the trend. No row per person leaves the database.
 */

type PersonDimension = Exclude<ReportDimension, 'topic'>;

/** What people of one group share; an empty value counts as "not set" (null). */
export const PERSON_DIMENSION_KEYS: Record<PersonDimension, SQL<string | null>> = {
  company: sql<string | null>`nullif(${users.company}, '')`,
  department: sql<string | null>`nullif(${users.departments} ->> 0, '')`,
  group: sql<string | null>`nullif(${users.group}, '')`,
  country: sql<string | null>`nullif(${users.countries} ->> 0, '')`,
};

export interface GroupAggregate {
  key: string | null;
  name: { en: string; ar: string } | null;
  people: number;
  average_awareness: number | null;
  average_risk: number | null;
  high_risk_share: number;
  awareness_bands: { low: number; developing: number; proficient: number; advanced: number };
}

export interface TrendRow {
  key: string | null;
  week: string;
  awareness: number;
  risk: number;
}

const round1 = (value: SQL) => sql<number | null>`round((${value})::numeric, 1)::float8`;

/** Counts per awareness band of a 0..100 value, from the docs/domain.md floors. */
function bandColumns(value: SQL) {
  const { developing, proficient, advanced } = AWARENESS_BAND_FLOORS;
  return {
    low: sql<number>`(count(*) filter (where ${value} < ${developing}))::int`,
    developing: sql<number>`(count(*) filter (where ${value} >= ${developing} and ${value} < ${proficient}))::int`,
    proficient: sql<number>`(count(*) filter (where ${value} >= ${proficient} and ${value} < ${advanced}))::int`,
    advanced: sql<number>`(count(*) filter (where ${value} >= ${advanced}))::int`,
  };
}

function aggregateColumns(awareness: SQL) {
  return {
    people: sql<number>`count(*)::int`,
    averageAwareness: round1(sql`avg(${awareness})`),
    averageRisk: round1(sql`avg(${userScores.risk})`),
    highRiskShare: round1(
      sql`100.0 * count(*) filter (where ${userScores.riskBand} in ('high', 'critical')) / count(*)`,
    ),
    ...bandColumns(awareness),
  };
}

type AggregateRow = { key: string | null; name?: { en: string; ar: string } } & {
  people: number;
  averageAwareness: number | null;
  averageRisk: number | null;
  highRiskShare: number | null;
  low: number;
  developing: number;
  proficient: number;
  advanced: number;
};

function toAggregate(row: AggregateRow): GroupAggregate {
  return {
    key: row.key,
    name: row.name ?? null,
    people: row.people,
    average_awareness: row.averageAwareness,
    average_risk: row.averageRisk,
    high_risk_share: row.highRiskShare ?? 0,
    awareness_bands: {
      low: row.low,
      developing: row.developing,
      proficient: row.proficient,
      advanced: row.advanced,
    },
  };
}

/** Active people with scores, grouped by company, department, group or country. */
export async function aggregateByPerson(db: Db, dimension: PersonDimension): Promise<GroupAggregate[]> {
  const key = PERSON_DIMENSION_KEYS[dimension];
  const rows = await db
    .select({ key, ...aggregateColumns(sql`${userScores.awareness}`) })
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId))
    .where(eq(users.isActive, true))
    .groupBy(key)
    .orderBy(sql`count(*) desc`, key);
  return rows.map(toAggregate);
}

/** Per topic: the people who answered in it, their mastery (x100) as awareness, their risk. */
export async function aggregateByTopic(db: Db): Promise<GroupAggregate[]> {
  const mastery = sql`(${userTopicScores.mastery} * 100)`;
  const rows = await db
    .select({ key: categories.id, name: categories.name, ...aggregateColumns(mastery) })
    .from(userTopicScores)
    .innerJoin(categories, eq(categories.id, userTopicScores.categoryId))
    .innerJoin(users, eq(users.id, userTopicScores.userId))
    .innerJoin(userScores, eq(userScores.userId, userTopicScores.userId))
    .where(and(eq(users.isActive, true), gt(userTopicScores.answered, 0)))
    .groupBy(categories.id, categories.name, categories.position)
    .orderBy(categories.position);
  return rows.map(toAggregate);
}

const week = sql<string>`to_char(date_trunc('week', ${scoreSnapshots.day}::timestamp), 'YYYY-MM-DD')`;
const trendColumns = {
  week,
  awareness: sql<number>`round(avg(${scoreSnapshots.awareness})::numeric, 1)::float8`,
  risk: sql<number>`round(avg(${scoreSnapshots.risk})::numeric, 1)::float8`,
};

/** Weekly averages of the daily snapshots between `from` and `to`, per group. */
export async function weeklyTrend(
  db: Db,
  dimension: ReportDimension,
  range: { from: string; to: string },
): Promise<TrendRow[]> {
  const inRange = between(scoreSnapshots.day, range.from, range.to);
  if (dimension === 'topic') return weeklyTopicTrend(db, inRange);
  const key = PERSON_DIMENSION_KEYS[dimension];
  return db
    .select({ key, ...trendColumns })
    .from(scoreSnapshots)
    .innerJoin(users, eq(users.id, scoreSnapshots.userId))
    .where(and(inRange, eq(users.isActive, true)))
    .groupBy(key, week)
    .orderBy(week);
}

/**
 * A topic's trend is the overall scores of the people who answered in it. Each person's
 * snapshots are summed per week first, so the join with their topics multiplies weeks, not days.
 */
function weeklyTopicTrend(db: Db, inRange: SQL | undefined): Promise<TrendRow[]> {
  const userWeeks = db.$with('user_weeks').as(
    db
      .select({
        userId: scoreSnapshots.userId,
        week: week.as('week'),
        awarenessSum: sql<number>`sum(${scoreSnapshots.awareness})`.as('awareness_sum'),
        riskSum: sql<number>`sum(${scoreSnapshots.risk})`.as('risk_sum'),
        days: sql<number>`count(*)`.as('days'),
      })
      .from(scoreSnapshots)
      .innerJoin(users, eq(users.id, scoreSnapshots.userId))
      .where(and(inRange, eq(users.isActive, true)))
      .groupBy(scoreSnapshots.userId, week),
  );
  const mean = (total: SQL) =>
    sql<number>`round((sum(${total}) / sum(${userWeeks.days}))::numeric, 1)::float8`;
  return db
    .with(userWeeks)
    .select({
      key: userTopicScores.categoryId,
      week: userWeeks.week,
      awareness: mean(sql`${userWeeks.awarenessSum}`),
      risk: mean(sql`${userWeeks.riskSum}`),
    })
    .from(userWeeks)
    .innerJoin(
      userTopicScores,
      and(eq(userTopicScores.userId, userWeeks.userId), gt(userTopicScores.answered, 0)),
    )
    .groupBy(userTopicScores.categoryId, userWeeks.week)
    .orderBy(userWeeks.week);
}

/** Every active person with scores as one group (the admin's overview), with the risk bands too. */
export async function aggregateOrganisation(db: Db) {
  const [row] = await db
    .select({
      key: sql<null>`null`,
      ...aggregateColumns(sql`${userScores.awareness}`),
    })
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId))
    .where(eq(users.isActive, true))
    // No row at all without scored people (the high-risk share would divide by zero).
    .having(sql`count(*) > 0`);
  const riskRows = await db
    .select({ band: userScores.riskBand, people: sql<number>`count(*)::int` })
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId))
    .where(eq(users.isActive, true))
    .groupBy(userScores.riskBand);
  return {
    ...toAggregate(row ?? emptyAggregate),
    risk_bands: new Map(riskRows.map((risk) => [risk.band, risk.people])),
  };
}

const emptyAggregate: AggregateRow = {
  key: null,
  people: 0,
  averageAwareness: null,
  averageRisk: null,
  highRiskShare: 0,
  low: 0,
  developing: 0,
  proficient: 0,
  advanced: 0,
};

/** Weekly averages of every active person's daily snapshots between `from` and `to`. */
export function organisationTrend(db: Db, range: { from: string; to: string }) {
  return db
    .select(trendColumns)
    .from(scoreSnapshots)
    .innerJoin(users, eq(users.id, scoreSnapshots.userId))
    .where(and(between(scoreSnapshots.day, range.from, range.to), eq(users.isActive, true)))
    .groupBy(week)
    .orderBy(week);
}
