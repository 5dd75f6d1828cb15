import { z } from 'zod';
import { normalizeDigits } from './digits.js';
import { EVENT_STATUSES } from './events/events.js';
import { AWARENESS_BANDS, RISK_BANDS, ROLE_LEVELS, scoreFactorSchema } from './stats/factors.js';
import { encodeRule } from './validation/messages.js';
import { oneOf, optional } from './validation/rules.js';

/**
 * The admin's organisation reports (issue 6): awareness and risk by company, department,
 * group, country or topic, drill-down to people, and the ISO/IEC 27001 A.6.3 training evidence.
 * A person's department and country are the first of their lists (the primary one).
 */

export const REPORT_DIMENSIONS = ['company', 'department', 'group', 'country', 'topic'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** Groups with fewer scored people than this are hidden from anyone but admins (docs/domain.md). */
export const REPORT_MIN_GROUP_SIZE = 5;
/** The trend's default span, in weeks up to today. */
export const REPORT_TREND_WEEKS = 12;
/** Stands for "no value" (no company, no department…) in a drill-down's `group`. */
export const REPORT_UNSET_GROUP = '-';
export const REPORT_PEOPLE_PAGE_MAX = 100;
/** The printable evidence lists at most this many rows; the files hold every row. */
export const EVIDENCE_PAGE_MAX_ROWS = 2000;
export const REPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

const localized = z.object({ en: z.string(), ar: z.string() });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A day `YYYY-MM-DD` (UTC). */
const daySchema = z
  .string({ error: encodeRule('date') })
  .transform((value) => normalizeDigits(value).trim())
  .refine(isCalendarDay, { error: encodeRule('date') });

const dateRange = {
  from: optional(daySchema),
  to: optional(daySchema),
};
const toNotBeforeFrom = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
const rangeOrder = { error: encodeRule('date_order'), path: ['to'] };

/** `?dimension=&from=&to=`: from/to bound the trend (default: the last 12 weeks). */
export const reportQuerySchema = z
  .object({ dimension: oneOf(REPORT_DIMENSIONS).default('department'), ...dateRange })
  .refine(toNotBeforeFrom, rangeOrder);
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

export const reportExportQuerySchema = z
  .object({
    dimension: oneOf(REPORT_DIMENSIONS).default('department'),
    ...dateRange,
    format: oneOf(REPORT_FILE_FORMATS).default('csv'),
  })
  .refine(toNotBeforeFrom, rangeOrder);
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

const bandCounts = <T extends readonly [string, ...string[]]>(bands: T) =>
  z.object(Object.fromEntries(bands.map((band) => [band, z.number()])) as Record<T[number], z.ZodNumber>);

export const reportTrendPointSchema = z.object({
  /** The Monday of the week, YYYY-MM-DD. */
  week: z.string(),
  awareness: z.number(),
  risk: z.number(),
});
export type ReportTrendPoint = z.infer<typeof reportTrendPointSchema>;

export const reportGroupSchema = z.object({
  /** The value people share (a company, a department…, a topic's category id); null: not set. */
  key: z.string().nullable(),
  /** The name in both languages: a topic's, a country's, or a managed list's value (GET /lookups); null when unknown. */
  name: localized.nullable(),
  /** People in the group with scores: the averages are theirs. */
  people: z.number(),
  /** Mean awareness (0..100, one decimal; for a topic, mean mastery x 100); null without people. */
  average_awareness: z.number().nullable(),
  average_risk: z.number().nullable(),
  /** Share 0..100 (one decimal) of people whose risk band is High or Critical. */
  high_risk_share: z.number(),
  awareness_bands: bandCounts(AWARENESS_BANDS),
  /** Under REPORT_MIN_GROUP_SIZE people: shown to admins only, flagged. */
  small_group: z.boolean(),
  trend: z.array(reportTrendPointSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const organisationReportSchema = z.object({
  dimension: z.enum(REPORT_DIMENSIONS),
  from: z.string(),
  to: z.string(),
  min_group_size: z.number(),
  /** Groups left out by the group-size rule (always 0 for admins, who see them flagged). */
  hidden_groups: z.number(),
  groups: z.array(reportGroupSchema),
  generated_at: z.string(),
});
export type OrganisationReport = z.infer<typeof organisationReportSchema>;

const pageNumber = z.coerce
  .number({ error: encodeRule('numeric') })
  .int({ error: encodeRule('numeric') })
  .min(1, { error: encodeRule('min_value', 1) });

/** `?dimension=&group=&page=&per_page=`: `group` is a report group's key, REPORT_UNSET_GROUP for "not set". */
export const reportPeopleQuerySchema = z.object({
  dimension: oneOf(REPORT_DIMENSIONS),
  group: z
    .string({ error: encodeRule('required') })
    .trim()
    .min(1, { error: encodeRule('required') })
    .max(200, { error: encodeRule('max', 200) }),
  page: pageNumber.default(1),
  per_page: pageNumber
    .max(REPORT_PEOPLE_PAGE_MAX, { error: encodeRule('max_value', REPORT_PEOPLE_PAGE_MAX) })
    .default(20),
});
export type ReportPeopleQuery = z.input<typeof reportPeopleQuerySchema>;

export const reportPersonRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  /** The department named in both languages from its list; null when not set. */
  department_name: localized.nullable(),
  awareness: z.number(),
  awareness_band: z.enum(AWARENESS_BANDS),
  risk: z.number(),
  risk_band: z.enum(RISK_BANDS),
  low_confidence: z.boolean(),
  computed_at: z.string(),
});
export type ReportPersonRow = z.infer<typeof reportPersonRowSchema>;

export const reportPeoplePageSchema = z.object({
  items: z.array(reportPersonRowSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type ReportPeoplePage = z.infer<typeof reportPeoplePageSchema>;

/** One finished piece of training: a self-paced attempt or a live session round. */
export const evidenceRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  /** The department named in both languages from its list; null when not set. */
  department_name: localized.nullable(),
  source: z.enum(['self_paced', 'live']),
  /** The game's or the live session's title. */
  title: localized,
  /** The attempt's topic; null for a live session. */
  topic: localized.nullable(),
  finished_at: z.string(),
  /** Self-paced: the score 0..100; null for live. */
  score: z.number().nullable(),
  /** Self-paced: passed or not; null for live (no pass mark). */
  passed: z.boolean().nullable(),
  /** Live: points and rank among players_count; null for self-paced. */
  points: z.number().nullable(),
  rank: z.number().nullable(),
  players_count: z.number().nullable(),
});
export type EvidenceRow = z.infer<typeof evidenceRowSchema>;

/** `?from=&to=`: the days finished_at falls in (default: the last 365 days). */
export const evidenceQuerySchema = z.object(dateRange).refine(toNotBeforeFrom, rangeOrder);
export type EvidenceQuery = z.infer<typeof evidenceQuerySchema>;
export type EvidenceQueryInput = z.input<typeof evidenceQuerySchema>;

export const evidenceExportQuerySchema = z
  .object({ ...dateRange, format: oneOf(REPORT_FILE_FORMATS).default('csv') })
  .refine(toNotBeforeFrom, rangeOrder);

/**
 * A published training campaign (issue 24) whose run, from its start to its due date, meets the
 * range: its audience now, how many completed, how many are overdue.
 */
export const campaignEvidenceSchema = z.object({
  event_id: z.string(),
  title: localized,
  status: z.enum(EVENT_STATUSES),
  starts_at: z.string(),
  due_at: z.string(),
  audience: z.number(),
  completed: z.number(),
  /** 0..100 */
  completion_rate: z.number(),
  overdue: z.number(),
});
export type CampaignEvidence = z.infer<typeof campaignEvidenceSchema>;

export const trainingEvidenceSchema = z.object({
  organisation: z.string(),
  generated_at: z.string(),
  from: z.string(),
  to: z.string(),
  /** Rows in the range; `rows` holds the newest EVIDENCE_PAGE_MAX_ROWS of them. */
  total: z.number(),
  rows: z.array(evidenceRowSchema),
  /** The campaigns run in the range, soonest due first. */
  campaigns: z.array(campaignEvidenceSchema).default([]),
});
export type TrainingEvidence = z.infer<typeof trainingEvidenceSchema>;

export const reportTopicSchema = z.object({
  category_id: z.string(),
  name: localized,
  tier: z.number(),
  mastery: z.number(),
  evidence: z.number(),
  answered: z.number(),
});

/** GET /admin/reports/people/:id: one person's scores, factors, topics and history. */
export const reportPersonSchema = z.object({
  person: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    company: z.string().nullable(),
    group: z.string().nullable(),
    departments: z.array(z.string()),
    countries: z.array(z.string()),
    /** The same values named in both languages from their lists (a value not in a list as it is). */
    labels: z.object({
      company: localized.nullable(),
      group: localized.nullable(),
      departments: z.array(localized),
      countries: z.array(localized),
    }),
  }),
  /** Null while the person has no results. */
  scores: z
    .object({
      awareness: z.number(),
      awareness_band: z.enum(AWARENESS_BANDS),
      low_confidence: z.boolean(),
      capped: z.boolean(),
      risk: z.number(),
      risk_band: z.enum(RISK_BANDS),
      role_level: z.enum(ROLE_LEVELS),
      formula_version: z.string(),
      computed_at: z.string(),
      awareness_factors: z.array(scoreFactorSchema),
      risk_factors: z.array(scoreFactorSchema),
    })
    .nullable(),
  topics: z.array(reportTopicSchema),
  /** The newest 100 results, newest first. */
  history: z.array(evidenceRowSchema),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;
