import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';

/** The host's choices for one live session (issue 5; scoring in docs/domain.md "Live-game points"). */

/** Seats per session: the default, and the most a host may allow (bench/live plays 10,000). */
export const DEFAULT_MAX_PLAYERS = 1000;
export const MAX_PLAYERS_LIMIT = 10_000;

export const POINTS_PER_QUESTION = [0, 1000, 2000] as const;
export type PointsPerQuestion = (typeof POINTS_PER_QUESTION)[number];

const intBetween = (min: number, max: number) =>
  z
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(min, { error: encodeRule('min_value', min) })
    .max(max, { error: encodeRule('max_value', max) });

/**
 * How players form teams (docs/domain.md "Teams (live)"): off, by the first department of their
 * profile, by the host's assignment in the lobby, or random teams of `team_size`.
 */
export const TEAM_MODES = ['off', 'department', 'host', 'random'] as const;
export type TeamMode = (typeof TEAM_MODES)[number];
export const DEFAULT_TEAM_SIZE = 4;
export const DEFAULT_TEAM_COUNT = 2;
/** Teams the host can assign players to: one letter each, A to L. */
export const MAX_TEAM_COUNT = 12;

export const sessionSettingsSchema = z.object({
  points_per_question: z
    .union(
      POINTS_PER_QUESTION.map((points) => z.literal(points)),
      { error: encodeRule('one_of') },
    )
    .default(1000),
  /** Faster correct answers earn more (Kahoot's rule); off: a correct answer earns the flat points. */
  speed_bonus: z.boolean().default(true),
  /** +100 per consecutive correct answer, capped at +500. */
  streak_bonus: z.boolean().default(true),
  /** Off: players' screens show only the answer shapes; the question is read on the host's screen. */
  show_questions_on_devices: z.boolean().default(true),
  /** Seconds the question is shown before answers open ("get ready" comes before that). */
  reading_seconds: intBetween(0, 30).default(5),
  /** Seconds answers stay open. */
  answer_seconds: intBetween(5, 240).default(20),
  /** Players may join after the start; they enter at the next question. */
  late_join: z.boolean().default(true),
  /** Extra answer time, in percent, for players who ask for it when they join. */
  extended_time_percent: intBetween(0, 200).default(50),
  /**
   * Seats in the session; a join beyond it is refused (SESSION_FULL). It bounds what one
   * session can be made to hold; the maximum is what the live bench measured on one instance.
   */
  max_players: intBetween(1, MAX_PLAYERS_LIMIT).default(DEFAULT_MAX_PLAYERS),
  team_mode: z.enum(TEAM_MODES, { error: encodeRule('one_of') }).default('off'),
  /** Random teams: members per team (the last team may be smaller). */
  team_size: intBetween(2, 50).default(DEFAULT_TEAM_SIZE),
  /** Teams the host assigns players to (team_mode "host"). */
  team_count: intBetween(2, MAX_TEAM_COUNT).default(DEFAULT_TEAM_COUNT),
});
export type SessionSettingsInput = z.input<typeof sessionSettingsSchema>;
export type SessionSettings = z.output<typeof sessionSettingsSchema>;

/** Streak bonus per consecutive correct answer and its cap (docs/domain.md). */
export const STREAK_STEP = 100;
export const STREAK_CAP = 500;
/** Seconds of "get ready" before each question. */
export const PIN_LENGTH = 6;
