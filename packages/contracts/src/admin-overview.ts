import { z } from 'zod';
import { reportTrendPointSchema } from './reports.js';
import { AWARENESS_BANDS, RISK_BANDS } from './stats/factors.js';

/**
 * GET /admin/overview: an admin's first screen (issue 28), the organisation at a glance. Built
 * from the reports' queries (awareness and risk of active people with scores, the weekly trend,
 * topics by mastery), the events' assignments and the live sessions' results.
 */

const localized = z.object({ en: z.string(), ar: z.string() });
const counts = <T extends readonly [string, ...string[]]>(bands: T) =>
  z.object(Object.fromEntries(bands.map((band) => [band, z.number()])) as Record<T[number], z.ZodNumber>);

/** How many of the weakest topics the overview lists, and how many recent live sessions. */
export const OVERVIEW_WEAKEST_TOPICS = 3;
export const OVERVIEW_RECENT_SESSIONS = 5;

export const adminOverviewSchema = z.object({
  /** Active accounts, and those who played (a game or a live session) since `month_start`. */
  people: z.number(),
  active_this_month: z.number(),
  /** The first day of this month (UTC), YYYY-MM-DD. */
  month_start: z.string(),
  /** Active people with scores: the averages and bands are theirs. */
  scored_people: z.number(),
  average_awareness: z.number().nullable(),
  average_risk: z.number().nullable(),
  awareness_bands: counts(AWARENESS_BANDS),
  risk_bands: counts(RISK_BANDS),
  /** Weekly averages over the last 12 weeks (docs/domain.md, as the organisation report). */
  trend: z.array(reportTrendPointSchema),
  /** Topics by mean mastery (x100), lowest first, among those anyone answered in. */
  weakest_topics: z.array(
    z.object({
      category_id: z.string(),
      name: localized,
      people: z.number(),
      mastery: z.number().nullable(),
    }),
  ),
  /** Games assigned by running campaigns to their audiences: `campaigns` 0 means none assigned yet. */
  assignments: z.object({
    campaigns: z.number(),
    assigned: z.number(),
    completed: z.number(),
    overdue: z.number(),
    people_overdue: z.number(),
  }),
  recent_sessions: z.array(
    z.object({
      session_id: z.string(),
      round: z.number(),
      title: localized.nullable(),
      players: z.number(),
      ended_at: z.string(),
    }),
  ),
  generated_at: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
