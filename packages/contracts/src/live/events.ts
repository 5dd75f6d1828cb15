import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';
import { LANGUAGES } from '../i18n.js';
import { requiredText } from '../validation/rules.js';
import type { Notification } from '../notifications.js';
import { LIVE_PHASES, pinSchema } from './sessions.js';
import { avatarIdSchema } from '../avatars.js';
import { nicknameSchema } from './nickname.js';
import { sessionSettingsSchema } from './settings.js';

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
  /** One of the avatars the product ships (AVATAR_IDS). */
  avatar: avatarIdSchema,
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

export const answerSchema = z.object({
  question_index: z.number().int().min(0).max(1000),
  choice_keys: z.array(requiredText(20)).min(1).max(6),
});
export type LiveAnswerPayload = z.infer<typeof answerSchema>;

// ── views (server → client) ───────────────────────────────────────────────────────────────

export const livePlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  connected: z.boolean(),
  score: z.number(),
});
export type LivePlayer = z.infer<typeof livePlayerSchema>;

/** A question as players see it while it is open: no correct answers. Texts are null when the host shows questions only on the big screen. */
export const liveQuestionSchema = z.object({
  index: z.number(),
  count: z.number(),
  kind: z.enum(['single', 'multiple', 'true_false']),
  text: localized.nullable(),
  choices: z.array(z.object({ key: z.string(), text: localized.nullable() })),
  image: z.string().nullable(),
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

/** Sent to everyone when a question closes: the solution and how the room answered. */
export const questionClosedSchema = z.object({
  index: z.number(),
  correct_choice_keys: z.array(z.string()),
  explanation: localized,
  /** Answers per choice key. */
  distribution: z.record(z.string(), z.number()),
  answered: z.number(),
  players: z.number(),
  /** The top of the ranking after this question. */
  leaderboard: z.array(rankEntrySchema),
});
export type QuestionClosed = z.infer<typeof questionClosedSchema>;

/** Sent privately to each player when a question closes. */
export const playerResultSchema = z.object({
  index: z.number(),
  answered: z.boolean(),
  is_correct: z.boolean(),
  points: z.number(),
  score: z.number(),
  streak: z.number(),
  rank: z.number(),
  players: z.number(),
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
});
export type HostView = z.infer<typeof hostViewSchema>;

export const playerViewSchema = sessionStateSchema.extend({
  player: livePlayerSchema.extend({ streak: z.number(), extended_time: z.boolean() }),
  /** The player's answer to the open question, if any. */
  my_answer: z.array(z.string()).nullable(),
  result: playerResultSchema.nullable(),
  performance: performanceSchema.nullable(),
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
  /** To the host: answers received for the open question (throttled). */
  'host:answers': (payload: { index: number; answered: number; players: number }) => void;
  'question:closed': (payload: QuestionClosed) => void;
  'player:result': (payload: PlayerResult) => void;
  /** The end: the podium and ranking to everyone; each player also gets `player:performance`. */
  'session:ended': (payload: { ranking: RankEntry[] }) => void;
  'player:performance': (payload: Performance) => void;
  'player:kicked': () => void;
  /** To the signed-in user's own room (`user:<id>`), on every tab: a new notification. */
  'notification:new': (payload: { notification: Notification; unread_count: number }) => void;
}

export const liveSettingsSchema = sessionSettingsSchema;
