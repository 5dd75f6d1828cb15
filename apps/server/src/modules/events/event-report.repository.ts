import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AssignmentState, Audience, EventReportGroupBy } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { eventCategories, eventGames, events, lookups } from '../../db/schema.js';
import { countryOptions } from '../lookups/public.js';
import { assignmentStateSql, deadlinePassedSql, isCompletedSql } from './assignment-state.sql.js';
import { inAudience, inKnownAudience } from './audience.sql.js';

/**
 * An event's progress report, set-based: one statement evaluates the audience rule over the
 * users once, joins each person's completions (aggregated per person) and their latest attempt
 * on a counted game (aggregated per person from `attempts_game_started_idx`), and builds totals, groups, one page of people, the overdue list and the
 * completion per day from that one materialised set. No query runs per person.
 *
 * A person's state is the one rule of `assignment-state.sql.ts` (docs/domain.md "Events:
 * progress and leaderboards"), shared with the list, reminders and the person's own view.
 */

type Localized = { en: string; ar: string };

export interface ReportCounts {
  people: number;
  completed: number;
  in_progress: number;
  not_started: number;
  overdue: number;
}

export interface PersonRow {
  user_id: string;
  name: string;
  email: string | null;
  department: string | null;
  company: string | null;
  group_key: string | null;
  state: AssignmentState;
  completed_games: number;
  total_games: number;
  completed_at: string | null;
  last_activity_at: string | null;
}

export interface GroupRow extends ReportCounts {
  key: string | null;
}

export interface ReportRows {
  totals: ReportCounts;
  groups: GroupRow[];
  page: PersonRow[];
  page_total: number;
  overdue: PersonRow[];
  over_time: { day: string; completed: number }[];
}

export interface ReportSelection {
  eventId: string;
  audience: Audience;
  now: Date;
  groupBy: EventReportGroupBy;
  state?: AssignmentState;
  q?: string;
  /** Null: every matching person (the export). */
  limit: number | null;
  offset: number;
  overdueLimit: number | null;
}

/** What people of one group share: the first value of a list, an empty value as not set. */
const GROUP_KEYS: Record<EventReportGroupBy, SQL> = {
  department: sql`nullif(u.departments ->> 0, '')`,
  company: sql`nullif(u.company, '')`,
  group: sql`nullif(u."group", '')`,
  position: sql`nullif(u.positions ->> 0, '')`,
  country: sql`nullif(u.countries ->> 0, '')`,
};

const counts = sql`
  count(*)::int as people,
  (count(*) filter (where state = 'completed'))::int as completed,
  (count(*) filter (where state = 'in_progress'))::int as in_progress,
  (count(*) filter (where state = 'not_started'))::int as not_started,
  (count(*) filter (where state = 'overdue'))::int as overdue`;

const personColumns = sql`user_id, name, email, department, company, group_key, state,
  completed_games, total_games, completed_at, last_activity_at`;

/** `%`, `_` and `\` typed by the admin are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function pageFilter(selection: ReportSelection): SQL {
  const conditions: SQL[] = [sql`true`];
  if (selection.state) conditions.push(sql`state = ${selection.state}`);
  if (selection.q) {
    const pattern = likePattern(selection.q);
    conditions.push(sql`(name ilike ${pattern} or coalesce(email, '') ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

const limitOf = (limit: number | null) => (limit === null ? sql`` : sql`limit ${limit}`);

function reportQuery(selection: ReportSelection): SQL {
  const { eventId, now } = selection;
  const filter = pageFilter(selection);
  return sql`
    with e as (select * from events where id = ${eventId}),
    counted as (select game_id from event_games where event_id = ${eventId} and removed_at is null),
    total as (select count(*)::int as n from counted),
    done as (
      select user_id,
        (count(*) filter (where game_id in (select game_id from counted)))::int as completed_games,
        max(completed_at) filter (where game_id in (select game_id from counted)) as last_completed,
        max(completed_at) as any_completion
      from event_completions where event_id = ${eventId} group by user_id
    ),
    started as (
      select a.user_id, max(a.started_at) as last_started from attempts a
      where a.game_id in (select game_id from counted) and a.started_at >= (select starts_at from e)
      group by a.user_id
    ),
    p as materialized (
      select u.id as user_id, u.name, u.email,
        nullif(u.departments ->> 0, '') as department, nullif(u.company, '') as company,
        ${GROUP_KEYS[selection.groupBy]} as group_key,
        coalesce(d.completed_games, 0) as completed_games, total.n as total_games,
        d.last_completed, d.any_completion, act.last_started,
        ${assignmentStateSql({
          counted: sql`total.n`,
          completed: sql`coalesce(d.completed_games, 0)`,
          anyCompletion: sql`d.any_completion is not null`,
          started: sql`act.last_started is not null`,
          deadlinePassed: deadlinePassedSql(now),
        })} as state
      from e cross join total cross join users u
      left join done d on d.user_id = u.id
      left join started act on act.user_id = u.id
      where ${inKnownAudience(selection.audience, eventId)}
    ),
    s as (
      select p.*,
        case when state = 'completed' then last_completed end as completed_at,
        greatest(any_completion, last_started) as last_activity_at
      from p
    ),
    days as (
      select g::date as day from e, generate_series(
        (e.starts_at at time zone 'UTC')::date,
        (least(${now.toISOString()}::timestamptz, e.due_at + make_interval(days => e.grace_days)) at time zone 'UTC')::date,
        interval '1 day'
      ) as g
    ),
    daily as (
      select (completed_at at time zone 'UTC')::date as day, count(*)::int as n
      from s where state = 'completed' group by 1
    )
    select json_build_object(
      'totals', (select row_to_json(t) from (select ${counts} from s) t),
      'groups', (select coalesce(json_agg(g order by g.people desc, g.key nulls last), '[]'::json)
        from (select group_key as key, ${counts} from s group by group_key) g),
      'page', (select coalesce(json_agg(r), '[]'::json) from (
        select ${personColumns} from s where ${filter}
        order by lower(name), user_id ${limitOf(selection.limit)} offset ${selection.offset}) r),
      'page_total', (select count(*)::int from s where ${filter}),
      'overdue', (select coalesce(json_agg(r), '[]'::json) from (
        select ${personColumns} from s where state = 'overdue'
        order by completed_games, last_activity_at nulls first, lower(name), user_id
        ${limitOf(selection.overdueLimit)}) r),
      'over_time', (select coalesce(json_agg(json_build_object(
          'day', to_char(days.day, 'YYYY-MM-DD'),
          'completed', (select coalesce(sum(n), 0)::int from daily where daily.day <= days.day)
        ) order by days.day), '[]'::json) from days)
    ) as report`;
}

/** Rows of a raw query on PGlite or node-postgres alike. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Timestamps inside json come back as PostgreSQL writes them; the API speaks ISO 8601. */
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export async function readEventReport(db: Db, selection: ReportSelection): Promise<ReportRows> {
  // PostgreSQL's JIT compiler judges this one statement expensive enough to compile, and the
  // compiling took 1.1 s of a 1.8 s report over 10,000 people (bench/README.md "Events at
  // scale"); the statement runs in 0.6 s without it. PGlite has no JIT and accepts the setting.
  const [first] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<{ report: unknown }>(tx, reportQuery(selection));
  });
  const raw = first!.report;
  const report = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ReportRows;
  const person = (row: PersonRow): PersonRow => ({
    ...row,
    completed_at: iso(row.completed_at),
    last_activity_at: iso(row.last_activity_at),
  });
  return { ...report, page: report.page.map(person), overdue: report.overdue.map(person) };
}

/** The event as a card, or undefined when no event has this id. */
export async function findReportEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({
      event: events,
      category: {
        id: eventCategories.id,
        name: eventCategories.name,
        color: eventCategories.color,
        icon: eventCategories.icon,
      },
      gamesCount: sql<number>`(select count(*)::int from ${eventGames}
        where ${and(eq(eventGames.eventId, events.id), isNull(eventGames.removedAt))})`,
    })
    .from(events)
    .innerJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(eq(events.id, eventId));
  return row;
}

/** Both languages' names of a grouping's values, from the managed lists (countries: their list). */
export async function groupNames(db: Db, groupBy: EventReportGroupBy): Promise<Map<string, Localized>> {
  if (groupBy === 'country') return new Map(countryOptions().map((option) => [option.value, option.name]));
  const rows = await db
    .select({ value: lookups.value, name: lookups.name })
    .from(lookups)
    .where(eq(lookups.kind, groupBy));
  return new Map(rows.map((row) => [row.value, row.name]));
}

export interface CampaignEvidenceRow {
  event_id: string;
  title: Localized;
  status: 'draft' | 'scheduled' | 'running' | 'ended' | 'cancelled';
  starts_at: string;
  due_at: string;
  audience: number;
  completed: number;
  overdue: number;
}

/**
 * The ISO 27001 A.6.3 evidence's campaigns: each published campaign whose run (start to due
 * date) meets [start, end), archived ones included so evidence stays, with its audience now,
 * completed and overdue people, by the same state rule as the report, set-based per campaign.
 */
export async function listCampaignEvidence(
  db: Db,
  range: { start: Date; end: Date; now: Date },
): Promise<CampaignEvidenceRow[]> {
  const done = isCompletedSql({
    counted: sql`total.n`,
    completed: sql`coalesce(d.n, 0)`,
    anyCompletion: sql`d.user_id is not null`,
  });
  const rows = await rowsOf<CampaignEvidenceRow & { starts_at: string | Date; due_at: string | Date }>(
    db,
    sql`
    select e.id as event_id, e.title, e.status, e.starts_at, e.due_at,
      s.audience, s.completed, s.overdue
    from events e
    cross join lateral (select count(*)::int as n from event_games g
      where g.event_id = e.id and g.removed_at is null) total
    cross join lateral (
      select count(*)::int as audience,
        (count(*) filter (where ${done}))::int as completed,
        (count(*) filter (where not ${done} and ${deadlinePassedSql(range.now)}))::int as overdue
      from users u
      left join (
        select c.user_id, (count(*) filter (where g.game_id is not null))::int as n from event_completions c
        left join event_games g on g.event_id = c.event_id and g.game_id = c.game_id and g.removed_at is null
        where c.event_id = e.id group by c.user_id
      ) d on d.user_id = u.id
      where ${inAudience(sql`e`, sql`u`)}
    ) s
    where e.event_type = 'campaign' and e.published_at is not null and e.status <> 'draft'
      and e.starts_at < ${range.end.toISOString()}::timestamptz
      and e.due_at >= ${range.start.toISOString()}::timestamptz
    order by e.due_at, e.id`,
  );
  return rows.map((row) => ({
    ...row,
    starts_at: new Date(row.starts_at).toISOString(),
    due_at: new Date(row.due_at).toISOString(),
  }));
}
