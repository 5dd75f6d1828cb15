import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { oneOf, optional } from '../validation/rules.js';
import { ASSIGNMENT_STATES, eventCardSchema } from './events.js';

/**
 * An event's progress report (admins): by person, by group, completion over time and the
 * overdue list, with CSV and Excel exports. Group rows of fewer than 5 people are hidden from
 * non-admins (the reports' rule); today only admins read this report.
 */

export const EVENT_REPORT_GROUP_BY = ['department', 'company', 'group', 'position', 'country'] as const;
export type EventReportGroupBy = (typeof EVENT_REPORT_GROUP_BY)[number];
export const EVENT_REPORT_PAGE_MAX = 500;

/** GET /admin/events/:id/report?group_by=&state=&q=&page=&per_page= */
export const eventReportQuerySchema = z.object({
  group_by: oneOf(EVENT_REPORT_GROUP_BY).default('department'),
  state: optional(z.enum(ASSIGNMENT_STATES, { error: encodeRule('one_of') })),
  q: optional(
    z
      .string()
      .trim()
      .max(100, { error: encodeRule('max', 100) }),
  ),
  page: z.coerce
    .number({ error: encodeRule('numeric') })
    .int()
    .min(1, { error: encodeRule('min_value', 1) })
    .default(1),
  per_page: z.coerce
    .number({ error: encodeRule('numeric') })
    .int()
    .min(1, { error: encodeRule('min_value', 1) })
    .max(EVENT_REPORT_PAGE_MAX, { error: encodeRule('max_value', EVENT_REPORT_PAGE_MAX) })
    .default(50),
});
export type EventReportQuery = z.infer<typeof eventReportQuerySchema>;

/** GET /admin/events/:id/report/export?format=&sheet=&group_by= */
export const eventReportExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: encodeRule('one_of') }).default('csv'),
  /** xlsx holds every sheet; csv one: people (default), groups, over_time or overdue. */
  sheet: z
    .enum(['people', 'groups', 'over_time', 'overdue'], { error: encodeRule('one_of') })
    .default('people'),
  group_by: oneOf(EVENT_REPORT_GROUP_BY).default('department'),
});

const counts = {
  people: z.number(),
  completed: z.number(),
  in_progress: z.number(),
  not_started: z.number(),
  overdue: z.number(),
  /** 0..100 */
  completion_rate: z.number(),
};

export const eventReportPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  /** The department named in both languages from its list; null when not set. */
  department_name: z.object({ en: z.string(), ar: z.string() }).nullable(),
  company: z.string().nullable(),
  state: z.enum(ASSIGNMENT_STATES),
  progress: z.number(),
  completed_games: z.number(),
  total_games: z.number(),
  completed_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
});
export type EventReportPerson = z.infer<typeof eventReportPersonSchema>;

export const eventReportGroupSchema = z.object({
  key: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
  ...counts,
  /** Fewer than 5 people, shown to a non-admin: counts are zeroed. */
  hidden: z.boolean(),
});

export const eventReportSchema = z.object({
  event: eventCardSchema,
  totals: z.object(counts),
  people: z.object({
    rows: z.array(eventReportPersonSchema),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
  }),
  groups: z.array(eventReportGroupSchema),
  /** Per day from the start to today (or the end): people done by then, cumulative, and the rate. */
  over_time: z.array(z.object({ day: z.string(), completed: z.number(), completion_rate: z.number() })),
  /** Everyone overdue now, most overdue first (at most 500; the export holds all). */
  overdue: z.array(eventReportPersonSchema),
});
export type EventReport = z.infer<typeof eventReportSchema>;
