import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';

/**
 * The points (XP) leaderboard. Points: live points as earned in live sessions, plus 10 points per
 * score point of each finished self-paced attempt (a 75 earns 750). Awareness and risk are never
 * ranked. A player who opts out is listed with `name: null` (the web shows "Anonymous player").
 */

export const LEADERBOARD_SCOPES = ['everyone', 'department', 'company'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_LIMIT_MAX = 100;
/** Points per score point of a finished self-paced attempt. */
export const ATTEMPT_POINTS_PER_SCORE_POINT = 10;

export const leaderboardQuerySchema = z.object({
  scope: z.enum(LEADERBOARD_SCOPES, { error: encodeRule('one_of') }).default('everyone'),
  limit: z.coerce
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(1, { error: encodeRule('min_value', 1) })
    .max(LEADERBOARD_LIMIT_MAX, { error: encodeRule('max_value', LEADERBOARD_LIMIT_MAX) })
    .default(10),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** 1..N; equal points share a rank. */
  rank: z.number(),
  /** Null when the player chose to be anonymous (the caller's own entry always has the name). */
  name: z.string().nullable(),
  /** An avatar key of the shipped set; null when anonymous or unset. */
  avatar: z.string().nullable(),
  points: z.number(),
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  scope: z.enum(LEADERBOARD_SCOPES),
  /**
   * The department (first of the caller's departments) or company the board is limited to; null
   * for everyone, and for a scope the caller has no value for (then `entries` is empty).
   */
  group: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's rank and points in this scope; null before they earn any points. */
  me: z.object({ rank: z.number(), points: z.number() }).nullable(),
  /** Whether the caller is anonymous on leaderboards. */
  anonymous: z.boolean(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardOptOutBodySchema = z.object({
  anonymous: z.boolean({ error: encodeRule('required') }),
});
export type LeaderboardOptOutBody = z.infer<typeof leaderboardOptOutBodySchema>;

export const leaderboardOptOutSchema = z.object({ anonymous: z.boolean() });
export type LeaderboardOptOut = z.infer<typeof leaderboardOptOutSchema>;
