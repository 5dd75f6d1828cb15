import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';
import { LANGUAGES } from '../i18n.js';
import { encodeRule } from '../validation/messages.js';
import { oneOf, requiredText } from '../validation/rules.js';
import type { Notification } from '../notifications.js';
import { LIVE_PHASES, pinSchema } from './sessions.js';
import { AUTO_AVATAR, LIVE_AVATAR_CHOICES } from '../avatars.js';
import { nicknameSchema } from './nickname.js';
import { QUESTION_KINDS, answerInputFields } from '../content/question-kinds.js';
import { sliderSolutionSchema } from '../content/attempts.js';
import { sessionSettingsSchema, type SessionSettings } from './settings.js';

/**
 * The Socket.IO event map of a live session. Commands go client → server with an ack
 * (`Ack<T>`); every payload is parsed with these schemas on the server. The server owns the
 * clock: times are epoch milliseconds of the server, sent with `server_now` so clients can
 * correct their own clock. A participant never receives correct answers, others' answers or
 * explanations before a question closes.
 */

const localized = z.object({ en: z.string(), ar: z.string() });

// ── command payloads (client → server) ──────────────────────────────────────────────────

export const hostAttachSchema = z.object({ pin: pinSchema, host_key: requiredText(200) });
export const kickSchema = z.object({ player_id: requiredText(64) });

export const joinSchema = z.object({
  pin: pinSchema,
  nickname: nicknameSchema,
  /** One of the avatars the product ships (AVATAR_IDS), or "auto": the session's least used one. */
  avatar: oneOf(LIVE_AVATAR_CHOICES).default(AUTO_AVATAR),
  /** The player asks for extended answer time (accessibility). */
  extended_time: z.boolean().default(false),
});
export type JoinPayload = z.input<typeof joinSchema>;

/** Back to the same seat after a reload or a lost connection. */
export const rejoinSchema = z.object({
  pin: pinSchema,
  player_id: requiredText(64),
  seat_token: requiredText(200),
});
export type RejoinPayload = z.infer<typeof rejoinSchema>;

/** The language of this socket's screen changed: the server's error texts follow it. */
export const languageSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguagePayload = z.infer<typeof languageSchema>;

/** The host sets the team mode in the lobby (the same fields as the session's settings). */
export const teamsSetupSchema = sessionSettingsSchema.pick({
  team_mode: true,
  team_size: true,
  team_count: true,
});
export type TeamsSetupPayload = z.input<typeof teamsSetupSchema>;

/** The host puts a player in a team (team mode "host", in the lobby). */
export const teamAssignSchema = z.object({ player_id: requiredText(64), team_id: requiredText(64) });
export type TeamAssignPayload = z.infer<typeof teamAssignSchema>;

/**
 * An answer to the open question: `choice_keys` for the choice kinds (an ordering sends every
 * item's key in the player's order), `text` for a typed answer, `value` for a slider. Which one
 * the question needs is checked against it on the server (`parseAnswerFor`).
 */
export const answerSchema = z.object({
  question_index: z.number().int().min(0).max(1000),
  ...answerInputFields,
  // An empty list is never an answer: refused with the payload's other faults, in the socket's language.
  choice_keys: answerInputFields.choice_keys
    .unwrap()
    .min(1, { error: encodeRule('required') })
    .optional(),
});
export type LiveAnswerPayload = z.infer<typeof answerSchema>;

// ── views (server → client) ───────────────────────────────────────────────────────────────

export const livePlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  connected: z.boolean(),
  score: z.number(),
  /** The player's team id, when teams are on and the player has one. */
  team: z.string().nullable().optional(),
});
export type LivePlayer = z.infer<typeof livePlayerSchema>;

/** What a player sees of a slider while it is open: the range and unit, never the answer. */
export const liveSliderSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  unit: localized,
});

/**
 * A question as players see it while it is open: no correct answers. Texts are null when the
 * host shows questions only on the big screen. An ordering's choices are its items, shuffled
 * (the same order for every screen of the session, never the right one).
 */
export const liveQuestionSchema = z.object({
  index: z.number(),
  count: z.number(),
  kind: z.enum(QUESTION_KINDS),
  text: localized.nullable(),
  choices: z.array(
    z.object({
      key: z.string(),
      text: localized.nullable(),
      /** A picture on the choice, with its alt text (null like the text on devices without texts). */
      image: z.string().nullable().optional(),
      image_alt: localized.nullable().optional(),
    }),
  ),
  image: z.string().nullable(),
  /** The question's picture's alt text in both languages, with `image`. */
  image_alt: localized.nullable().optional(),
  /** A slider's range and unit (slider only). */
  slider: liveSliderSchema.optional(),
  /** The longest answer a player may type (type answer only). */
  max_length: z.number().optional(),
  /** When answers open and close for this receiver (extended time included), server epoch ms. */
  opens_at: z.number(),
  closes_at: z.number(),
});
export type LiveQuestion = z.infer<typeof liveQuestionSchema>;

export const rankEntrySchema = z.object({
  rank: z.number(),
  player_id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  score: z.number(),
  correct: z.number(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;

/**
 * A team as screens name it: a department's name as typed in profiles, a letter (random or
 * host-assigned teams), or the team of players without a department.
 */
export const TEAM_KINDS = ['department', 'lettered', 'no_department'] as const;
export const teamSchema = z.object({ id: z.string(), kind: z.enum(TEAM_KINDS), name: z.string() });
export type Team = z.infer<typeof teamSchema>;

/** A team's standing (docs/domain.md "Teams (live)"): points are the sum of its per-question averages. */
export const teamRankEntrySchema = teamSchema.extend({
  rank: z.number(),
  score: z.number(),
  members: z.number(),
});
export type TeamRankEntry = z.infer<typeof teamRankEntrySchema>;

/** The room's estimates of a slider: null average and median without an answer. */
export const liveEstimateStatsSchema = z.object({
  count: z.number(),
  average: z.number().nullable(),
  median: z.number().nullable(),
});
export type LiveEstimateStats = z.infer<typeof liveEstimateStatsSchema>;

/** One of the most common typed answers: as first typed, how many typed it (folded alike), and whether it is accepted. */
export const liveTypedAnswerSchema = z.object({
  text: z.string(),
  count: z.number(),
  is_accepted: z.boolean(),
});
export type LiveTypedAnswer = z.infer<typeof liveTypedAnswerSchema>;

/** How many of the most common typed answers a reveal shows. */
export const TOP_TYPED_ANSWERS = 5;

/**
 * Sent to everyone when a question closes: the solution and how the room answered. The
 * solution per kind: `correct_choice_keys` (an ordering's keys in the right order, none for a
 * poll, a typed answer or a slider), `accepted_answers` for a typed answer, `slider` for a slider.
 */
export const questionClosedSchema = z.object({
  index: z.number(),
  correct_choice_keys: z.array(z.string()),
  explanation: localized,
  /**
   * Answers per choice key (choice kinds and polls); for an ordering, the answers that put
   * each item in its right place.
   */
  distribution: z.record(z.string(), z.number()),
  /** The accepted answers (type answer only). */
  accepted_answers: z.array(z.string()).optional(),
  /** The answer, tolerance and limit (slider only). */
  slider: sliderSolutionSchema.optional(),
  /** The room's estimates (slider only). */
  estimates: liveEstimateStatsSchema.optional(),
  /** The most common typed answers, folded alike, most typed first (type answer only). */
  typed_answers: z.array(liveTypedAnswerSchema).max(TOP_TYPED_ANSWERS).optional(),
  answered: z.number(),
  players: z.number(),
  /** The top of the ranking after this question. */
  leaderboard: z.array(rankEntrySchema),
  /** Every team ranked after this question, when teams are on. */
  teams: z.array(teamRankEntrySchema).nullable().optional(),
});
export type QuestionClosed = z.infer<typeof questionClosedSchema>;

/** Sent privately to each player when a question closes. */
export const playerResultSchema = z.object({
  index: z.number(),
  answered: z.boolean(),
  /** A typed answer accepted; a slider within the tolerance; always false for a poll. */
  is_correct: z.boolean(),
  /** 0..1: the share of the points earned before speed (a slider's closeness); 0 for a poll. */
  credit: z.number().optional(),
  /** False for a poll: no points, no streak, not counted as right or wrong. */
  scored: z.boolean().optional(),
  points: z.number(),
  score: z.number(),
  streak: z.number(),
  rank: z.number(),
  players: z.number(),
  /** The player's team after this question, when teams are on. */
  team: teamRankEntrySchema.nullable().optional(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

/** A player's performance at the end (docs/product.md §2): score, correct, wrong, accuracy, rank. */
export const performanceSchema = z.object({
  score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  accuracy: z.number(),
  rank: z.number(),
  players: z.number(),
});
export type Performance = z.infer<typeof performanceSchema>;

/** Where the session is, for anyone attached: enough to draw the current screen after a reconnect. */
export const sessionStateSchema = z.object({
  pin: z.string(),
  title: localized,
  phase: z.enum(LIVE_PHASES),
  locked: z.boolean(),
  players_count: z.number(),
  question_index: z.number(),
  questions_count: z.number(),
  /** End of the current phase (get ready, question) in server epoch ms, or null. */
  phase_ends_at: z.number().nullable(),
  server_now: z.number(),
  question: liveQuestionSchema.nullable(),
  closed: questionClosedSchema.nullable(),
});
export type SessionStateView = z.infer<typeof sessionStateSchema>;

/**
 * A phase change as sent to a session's sockets: the state without the title, which never
 * changes and came with the view each socket got when it joined or attached.
 */
export const phaseStateSchema = sessionStateSchema.omit({ title: true });
export type PhaseState = z.infer<typeof phaseStateSchema>;

export const hostViewSchema = sessionStateSchema.extend({
  settings: sessionSettingsSchema,
  players: z.array(livePlayerSchema),
  /** Answers received for the open question. */
  answered: z.number(),
  /** Players who may answer the open question (late joiners wait for the next); null outside a question. */
  eligible: z.number().nullable(),
  /** The host sees the solution of the open question on the big screen. */
  correct_choice_keys: z.array(z.string()).nullable(),
  ranking: z.array(rankEntrySchema).nullable(),
  /** The teams (with members and points so far) when teams are on and formed; null otherwise. */
  teams: z.array(teamRankEntrySchema).nullable().optional(),
});
export type HostView = z.infer<typeof hostViewSchema>;

export const playerViewSchema = sessionStateSchema.extend({
  player: livePlayerSchema.extend({ streak: z.number(), extended_time: z.boolean() }),
  /**
   * The player's answer to the open question, if any: the picked keys (an ordering's in the
   * player's order); an empty list for a typed answer or an estimate, which `my_text` and
   * `my_value` carry.
   */
  my_answer: z.array(z.string()).nullable(),
  my_text: z.string().nullable().optional(),
  my_value: z.number().nullable().optional(),
  result: playerResultSchema.nullable(),
  performance: performanceSchema.nullable(),
  /** The player's team and its standing, when teams are on and formed. */
  team: teamRankEntrySchema.nullable().optional(),
});
export type PlayerView = z.infer<typeof playerViewSchema>;

export const joinedSchema = z.object({
  player_id: z.string(),
  seat_token: z.string(),
  view: playerViewSchema,
});
export type Joined = z.infer<typeof joinedSchema>;

// ── acks ─────────────────────────────────────────────────────────────────────────────────────

export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; code: (typeof ERROR_CODES)[number]; message: string; errors?: Record<string, string[]> };
export type AckFn<T> = (answer: Ack<T>) => void;

export interface ClientToServerEvents {
  'host:attach': (payload: z.input<typeof hostAttachSchema>, ack: AckFn<HostView>) => void;
  'host:lock': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:unlock': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:kick': (payload: z.input<typeof kickSchema>, ack: AckFn<null>) => void;
  'host:start': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:next': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:end': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:reset': (payload: Record<string, never>, ack: AckFn<null>) => void;
  'host:teams': (payload: TeamsSetupPayload, ack: AckFn<null>) => void;
  'host:team-assign': (payload: TeamAssignPayload, ack: AckFn<null>) => void;
  'player:join': (payload: JoinPayload, ack: AckFn<Joined>) => void;
  'player:rejoin': (payload: RejoinPayload, ack: AckFn<PlayerView>) => void;
  'player:answer': (payload: LiveAnswerPayload, ack: AckFn<{ answered_at: number }>) => void;
  'live:language': (payload: LanguagePayload, ack: AckFn<null>) => void;
}

export interface ServerToClientEvents {
  /** Phase changes, to everyone in the session. */
  'session:state': (state: PhaseState) => void;
  /** The number of players, to players (throttled). */
  'lobby:count': (payload: { players_count: number }) => void;
  /** To the host: one player joined, changed connection, or left. */
  'host:player': (payload: { player: LivePlayer; removed: boolean }) => void;
  /** To the host: the team mode changed (the lobby's team setup on every host screen). */
  'host:teams-changed': (payload: {
    settings: SessionSettings;
    /** The player the host put in a team, if that was the change. */
    assigned: { player_id: string; team: string | null } | null;
  }) => void;
  /** To the host: answers received for the open question (throttled). */
  'host:answers': (payload: { index: number; answered: number; players: number }) => void;
  'question:closed': (payload: QuestionClosed) => void;
  'player:result': (payload: PlayerResult) => void;
  /** The end: the podium and ranking to everyone; each player also gets `player:performance`. */
  'session:ended': (payload: { ranking: RankEntry[]; teams?: TeamRankEntry[] | null }) => void;
  'player:performance': (payload: Performance) => void;
  'player:kicked': () => void;
  /** To the signed-in user's own room (`user:<id>`), on every tab: a new notification. */
  'notification:new': (payload: { notification: Notification; unread_count: number }) => void;
}

export const liveSettingsSchema = sessionSettingsSchema;
