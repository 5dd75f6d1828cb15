import {
  EVENT_REPORT_PAGE_MAX,
  REPORT_MIN_GROUP_SIZE,
  type Audience,
  type EventCard,
  type EventReport,
  type EventReportPerson,
  type EventReportQuery,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  findReportEvent,
  groupNames,
  readEventReport,
  type GroupRow,
  type PersonRow,
  type ReportCounts,
} from './event-report.repository.js';

/** An event's progress report (issue 24): admins read it today; the group rule is kept ready. */

type Localized = { en: string; ar: string };
type Viewer = { isAdmin: boolean };
type Group = EventReport['groups'][number];

/** The overdue list on the page; the export holds everyone. */
export const OVERDUE_LIST_MAX = 500;

const rate = (completed: number, people: number) =>
  people === 0 ? 0 : Math.round((1000 * completed) / people) / 10;

const withRate = (counts: ReportCounts) => ({
  ...counts,
  completion_rate: rate(counts.completed, counts.people),
});

/**
 * docs/domain.md and the reports' rule: a group of fewer than REPORT_MIN_GROUP_SIZE people shown
 * to anyone but an admin keeps its name but not its counts, which would tell on the few in it.
 */
export function applyEventGroupRule(groups: readonly Group[], viewer: Viewer): Group[] {
  if (viewer.isAdmin) return groups.map((group) => ({ ...group, hidden: false }));
  return groups.map((group) =>
    group.people >= REPORT_MIN_GROUP_SIZE
      ? { ...group, hidden: false }
      : {
          ...group,
          people: 0,
          completed: 0,
          in_progress: 0,
          not_started: 0,
          overdue: 0,
          completion_rate: 0,
          hidden: true,
        },
  );
}

function toPerson(row: PersonRow, departments: Map<string, Localized>): EventReportPerson {
  return {
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    department: row.department,
    department_name:
      row.department === null
        ? null
        : (departments.get(row.department) ?? { en: row.department, ar: row.department }),
    company: row.company,
    state: row.state,
    progress: row.total_games === 0 ? 0 : Math.round((100 * row.completed_games) / row.total_games),
    completed_games: row.completed_games,
    total_games: row.total_games,
    completed_at: row.completed_at,
    last_activity_at: row.last_activity_at,
  };
}

/** A group without a value keeps the empty key and empty names: the edge words it "Not set". */
function toGroup(row: GroupRow, names: Map<string, Localized>): Group {
  const key = row.key ?? '';
  const name = row.key === null ? { en: '', ar: '' } : (names.get(row.key) ?? { en: row.key, ar: row.key });
  return { key, name, ...withRate(row), hidden: false };
}

async function reportEvent(db: Db, eventId: string): Promise<{ card: EventCard; audience: Audience }> {
  const row = await findReportEvent(db, eventId);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  const { event } = row;
  const card: EventCard = {
    id: event.id,
    title: event.title,
    event_type: event.eventType,
    status: event.status,
    category: row.category,
    cover_image: event.coverImage,
    starts_at: event.startsAt.toISOString(),
    due_at: event.dueAt.toISOString(),
    grace_days: event.graceDays,
    games_count: row.gamesCount,
    my: null,
  };
  return { card, audience: event.audience };
}

export interface EventReportOptions {
  viewer: Viewer;
  now?: Date;
  /** The export: every person and every overdue person, not one page. */
  isComplete?: boolean;
}

export async function buildEventReport(
  db: Db,
  eventId: string,
  query: EventReportQuery,
  options: EventReportOptions,
): Promise<EventReport> {
  const { card: event, audience } = await reportEvent(db, eventId);
  const perPage = Math.min(query.per_page, EVENT_REPORT_PAGE_MAX);
  const [rows, names, departments] = await Promise.all([
    readEventReport(db, {
      eventId,
      audience,
      now: options.now ?? new Date(),
      groupBy: query.group_by,
      state: query.state,
      q: query.q,
      limit: options.isComplete ? null : perPage,
      offset: options.isComplete ? 0 : (query.page - 1) * perPage,
      overdueLimit: options.isComplete ? null : OVERDUE_LIST_MAX,
    }),
    groupNames(db, query.group_by),
    groupNames(db, 'department'),
  ]);
  const person = (row: PersonRow) => toPerson(row, departments);
  const people = rows.totals.people;
  return {
    event,
    totals: withRate(rows.totals),
    people: { rows: rows.page.map(person), total: rows.page_total, page: query.page, per_page: perPage },
    groups: applyEventGroupRule(
      rows.groups.map((row) => toGroup(row, names)),
      options.viewer,
    ),
    over_time: rows.over_time.map((point) => ({ ...point, completion_rate: rate(point.completed, people) })),
    overdue: rows.overdue.map(person),
  };
}
