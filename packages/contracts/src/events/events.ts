import { z } from 'zod';
import { localizedText } from '../content/localized.js';
import { QUESTION_AUDIENCES } from '../content/pack.js';
import { encodeRule } from '../validation/messages.js';
import { oneOf, optional, urlSchema } from '../validation/rules.js';

/**
 * Events (docs/product.md §2 /events): the way a security team runs its programme.
 * - campaign: games assigned to an audience between a start and a due date (plus grace);
 * - tournament: scheduled live sessions (a game, a start time, a host) people register for;
 * - challenge: a time-boxed competition over games, with an individual and a team leaderboard.
 * The models (assignments, progress, the compliance part of risk) are in docs/domain.md.
 */

export const EVENT_TYPES = ['campaign', 'tournament', 'challenge'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** draft → scheduled → running → ended; cancelled from any state but ended. */
export const EVENT_STATUSES = ['draft', 'scheduled', 'running', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** One person's state on one assignment (a game of a campaign), or on the whole campaign. */
export const ASSIGNMENT_STATES = ['not_started', 'in_progress', 'completed', 'overdue'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** How a challenge forms its teams. */
export const TEAM_BY = ['department', 'group'] as const;
export type TeamBy = (typeof TEAM_BY)[number];

export const EVENT_TITLE_MAX = 150;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_GAMES_MAX = 50;
export const EVENT_SESSIONS_MAX = 20;
export const EVENT_GRACE_DAYS_MAX = 60;
export const AUDIENCE_LIST_MAX = 500;
export const AUDIENCE_USERS_MAX = 10_000;
/** Team leaderboards shown to players leave out teams smaller than this (the reports' rule). */
export const TEAM_MIN_SIZE = 5;

const localized = z.object({ en: z.string(), ar: z.string() });
const isoDateTime = z.iso.datetime({ offset: true, error: encodeRule('date') });
const uuid = z.uuid({ error: encodeRule('one_of') });
const valueList = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: encodeRule('required') })
      .max(100, { error: encodeRule('max', 100) }),
  )
  .max(AUDIENCE_LIST_MAX, { error: encodeRule('max_items', AUDIENCE_LIST_MAX) })
  .default([]);

/**
 * Who an event is for: everyone, or the union of the lists (a person in any of them is in).
 * Values are the lookups' `value`s; countries are ISO alpha-2 codes. Only active accounts
 * count; child accounts only when their parent enrols them. The rule is evaluated when read,
 * so people who join later are in as soon as they match.
 */
export const audienceSchema = z.object({
  everyone: z.boolean().default(false),
  companies: valueList,
  departments: valueList,
  groups: valueList,
  positions: valueList,
  countries: valueList,
  user_ids: z
    .array(uuid)
    .max(AUDIENCE_USERS_MAX, { error: encodeRule('max_items', AUDIENCE_USERS_MAX) })
    .default([]),
});
export type Audience = z.infer<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

export const isAudienceEmpty = (audience: Audience): boolean =>
  !audience.everyone &&
  [
    audience.companies,
    audience.departments,
    audience.groups,
    audience.positions,
    audience.countries,
    audience.user_ids,
  ].every((list) => list.length === 0);

/** One scheduled live session of a tournament. `id` names an existing one when editing. */
export const tournamentSessionBodySchema = z.object({
  id: optional(uuid),
  game_id: uuid,
  starts_at: isoDateTime,
  host_id: uuid,
});
export type TournamentSessionBody = z.infer<typeof tournamentSessionBodySchema>;

const dayCount = (max: number) =>
  z.coerce
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(0, { error: encodeRule('min_value', 0) })
    .max(max, { error: encodeRule('max_value', max) });

/**
 * POST /admin/events and PUT /admin/events/:id. `due_at` is a campaign's due date, a
 * challenge's end and a tournament's end (after its last session). The server also refuses a
 * new event that starts in the past (`starts_at`, rule future_date), unknown or unpublished
 * games (EVENT_GAME_UNAVAILABLE), an unknown category (EVENT_CATEGORY_NOT_FOUND) and an
 * inactive host (EVENT_HOST_UNKNOWN).
 */
export const eventBodySchema = z
  .object({
    title: localizedText(EVENT_TITLE_MAX),
    description: z
      .object({
        en: z
          .string()
          .trim()
          .max(EVENT_DESCRIPTION_MAX, { error: encodeRule('max', EVENT_DESCRIPTION_MAX) }),
        ar: z
          .string()
          .trim()
          .max(EVENT_DESCRIPTION_MAX, { error: encodeRule('max', EVENT_DESCRIPTION_MAX) }),
      })
      .default({ en: '', ar: '' }),
    category_id: uuid,
    event_type: oneOf(EVENT_TYPES),
    cover_image: optional(urlSchema).nullable().default(null),
    starts_at: isoDateTime,
    due_at: isoDateTime,
    grace_days: dayCount(EVENT_GRACE_DAYS_MAX).default(0),
    /** Campaign and challenge: the games, in the order people see them. */
    game_ids: z
      .array(uuid)
      .max(EVENT_GAMES_MAX, { error: encodeRule('max_items', EVENT_GAMES_MAX) })
      .default([]),
    /** Tournament: its live sessions. */
    sessions: z
      .array(tournamentSessionBodySchema)
      .max(EVENT_SESSIONS_MAX, { error: encodeRule('max_items', EVENT_SESSIONS_MAX) })
      .default([]),
    team_by: oneOf(TEAM_BY).default('department'),
    audience: audienceSchema,
    /**
     * Whose questions the event's games serve while people play them for this event: null keeps
     * each game's own audience; a value overrides it (all_staff, technical or managers).
     */
    question_audience: oneOf(QUESTION_AUDIENCES).nullable().default(null),
    /** Reminders to people who have not finished (campaigns): at the start, N days before due, once overdue. */
    remind_at_start: z.boolean().default(true),
    reminder_days: z
      .array(dayCount(EVENT_GRACE_DAYS_MAX).min(1, { error: encodeRule('min_value', 1) }))
      .max(5, { error: encodeRule('max_items', 5) })
      .default([3, 1]),
    remind_when_overdue: z.boolean().default(true),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.due_at) <= Date.parse(event.starts_at))
      context.addIssue({ code: 'custom', path: ['due_at'], message: encodeRule('due_order') });
    if (isAudienceEmpty(event.audience))
      context.addIssue({ code: 'custom', path: ['audience'], message: encodeRule('audience_empty') });
    if (event.event_type !== 'tournament' && event.game_ids.length === 0)
      context.addIssue({ code: 'custom', path: ['game_ids'], message: encodeRule('required') });
    if (event.event_type === 'tournament' && event.sessions.length === 0)
      context.addIssue({ code: 'custom', path: ['sessions'], message: encodeRule('required') });
    event.sessions.forEach((session, index) => {
      const at = Date.parse(session.starts_at);
      if (at < Date.parse(event.starts_at) || at > Date.parse(event.due_at))
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'starts_at'],
          message: encodeRule('within_event'),
        });
    });
  });
export type EventBody = z.infer<typeof eventBodySchema>;
export type EventBodyInput = z.input<typeof eventBodySchema>;

export const eventIdParamsSchema = z.object({ id: uuid });
export const eventSessionParamsSchema = z.object({ id: uuid, sessionId: uuid });

/** The category as an event card names it. */
export const eventCategoryRefSchema = z.object({
  id: z.string(),
  name: localized,
  color: z.string(),
  icon: z.string(),
});

/** The caller's own standing in an event (null where the caller is not in its audience). */
export const myEventProgressSchema = z.object({
  state: z.enum(ASSIGNMENT_STATES),
  /** 0..100: completed games over the games that count now. */
  progress: z.number(),
  completed_games: z.number(),
  total_games: z.number(),
  /** Tournaments: registered for its sessions. */
  registered: z.boolean(),
});
export type MyEventProgress = z.infer<typeof myEventProgressSchema>;

/** An event in a list (players' /events, /event-categories, the admin list). */
export const eventCardSchema = z.object({
  id: z.string(),
  title: localized,
  event_type: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  category: eventCategoryRefSchema,
  cover_image: z.string().nullable(),
  starts_at: z.string(),
  due_at: z.string(),
  grace_days: z.number(),
  games_count: z.number(),
  /** Null when the caller is not in the audience (an admin looking at another's event). */
  my: myEventProgressSchema.nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/**
 * GET /events?category_id=: the caller's events in four sections. `assigned`: running campaigns
 * the caller is in, due soonest first; `upcoming`: scheduled events of the caller's audience,
 * soonest first; `running`: running tournaments and challenges; `past`: ended events, newest first
 * (at most 50). Drafts and cancelled events never show to players.
 */
export const myEventsSchema = z.object({
  assigned: z.array(eventCardSchema),
  upcoming: z.array(eventCardSchema),
  running: z.array(eventCardSchema),
  past: z.array(eventCardSchema),
});
export type MyEvents = z.infer<typeof myEventsSchema>;

/** One game of an event on its page, with the caller's state on it. */
export const eventGameSchema = z.object({
  game_id: z.string(),
  name: localized,
  type: z.string(),
  image: z.string().nullable(),
  /** The category the play link goes through (the game's first). */
  category_id: z.string().nullable(),
  pass_score: z.number(),
  attempts_allowed: z.number().nullable(),
  state: z.enum(ASSIGNMENT_STATES).nullable(),
  attempts_used: z.number(),
  best_score: z.number().nullable(),
  completed_at: z.string().nullable(),
});
export type EventGame = z.infer<typeof eventGameSchema>;

export const EVENT_SESSION_STATUSES = ['scheduled', 'lobby', 'running', 'ended'] as const;

/** A tournament's live session on the event page. `pin` shows once its lobby is open, to its audience. */
export const eventSessionSchema = z.object({
  id: z.string(),
  game_id: z.string(),
  game_name: localized,
  starts_at: z.string(),
  host: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(EVENT_SESSION_STATUSES),
  pin: z.string().nullable(),
  is_host: z.boolean(),
});
export type EventSession = z.infer<typeof eventSessionSchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number(),
  /** Null for a person who opted out of leaderboards (listed without name). */
  user_id: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  points: z.number(),
  is_me: z.boolean(),
});
export const teamRowSchema = z.object({
  rank: z.number(),
  /** The department or group value, and its name from the lookups. */
  team: z.string(),
  name: localized,
  members: z.number(),
  points: z.number(),
  is_mine: z.boolean(),
});
export const eventLeaderboardSchema = z.object({
  individual: z.array(leaderboardRowSchema),
  /** Challenges: teams by `team_by`, without teams under TEAM_MIN_SIZE people for non-admins. */
  teams: z.array(teamRowSchema),
  team_by: z.enum(TEAM_BY).nullable(),
});
export type EventLeaderboard = z.infer<typeof eventLeaderboardSchema>;

/** GET /events/:id: an event's page. */
export const eventDetailsSchema = eventCardSchema.extend({
  description: localized,
  games: z.array(eventGameSchema),
  sessions: z.array(eventSessionSchema),
  /** Tournaments and challenges; null for campaigns. */
  leaderboard: eventLeaderboardSchema.nullable(),
  can_register: z.boolean(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** POST /events/:id/sessions/:sessionId/host: the host (or an admin) takes the host's seat. */
export const eventSessionHostSchema = z.object({ pin: z.string(), host_key: z.string() });
export type EventSessionHost = z.infer<typeof eventSessionHostSchema>;

// ── Admin ────────────────────────────────────────────────────────────────────────────────

/** GET /admin/events/:id: the event as stored, for the editor. */
export const adminEventSchema = z.object({
  id: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** A non-draft event that was deleted: kept for evidence, hidden from players. */
  archived: z.boolean(),
  title: localized,
  description: localized,
  category_id: z.string(),
  event_type: z.enum(EVENT_TYPES),
  cover_image: z.string().nullable(),
  starts_at: z.string(),
  due_at: z.string(),
  grace_days: z.number(),
  game_ids: z.array(z.string()),
  sessions: z.array(
    z.object({
      id: z.string(),
      game_id: z.string(),
      starts_at: z.string(),
      host_id: z.string(),
      pin: z.string().nullable(),
    }),
  ),
  team_by: z.enum(TEAM_BY),
  audience: audienceSchema,
  question_audience: z.enum(QUESTION_AUDIENCES).nullable(),
  remind_at_start: z.boolean(),
  reminder_days: z.array(z.number()),
  remind_when_overdue: z.boolean(),
  audience_count: z.number(),
  /**
   * The names of the people the event names by id (the audience's `user_ids` and the sessions'
   * hosts), so that the editor shows names rather than ids. Optional: without it the editor
   * shows what it finds through the admin users search.
   */
  people: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** GET /admin/events?status=&category_id=&q=: every event, newest start first, archived last. */
export const adminEventListQuerySchema = z.object({
  status: optional(z.enum(EVENT_STATUSES, { error: encodeRule('one_of') })),
  category_id: optional(uuid),
  q: optional(
    z
      .string()
      .trim()
      .max(100, { error: encodeRule('max', 100) }),
  ),
});
export const adminEventListItemSchema = eventCardSchema.extend({
  archived: z.boolean(),
  audience_count: z.number(),
  /**
   * The audience by each person's state over the event (docs/domain.md "Events: progress and
   * leaderboards"), summing to `audience_count`; null for tournaments, which count no games.
   */
  assignments: z
    .object({
      completed: z.number(),
      in_progress: z.number(),
      overdue: z.number(),
      not_started: z.number(),
    })
    .nullable(),
  /** 0..100; null for events that assign nothing (tournaments, challenges). */
  completion_rate: z.number().nullable(),
});
export type AdminEventListItem = z.infer<typeof adminEventListItemSchema>;

/** POST /admin/events/audience-preview: who an audience names now. */
export const audiencePreviewBodySchema = z.object({ audience: audienceSchema });
export const audiencePreviewSchema = z.object({
  count: z.number(),
  /** The first 20 people by name. */
  sample: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/**
 * POST and DELETE /events/:id/registration: the caller's registration for a tournament, with its
 * sessions (a lobby already open shows its PIN at once).
 */
export const eventRegistrationSchema = z.object({
  registered: z.boolean(),
  sessions: z.array(eventSessionSchema),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** PUT and DELETE /events/:id/children/:childId: a parent enrols a child account, or withdraws it. */
export const eventChildParamsSchema = z.object({ id: uuid, childId: uuid });

/**
 * GET /events/:id/children (and the answer of its PUT and DELETE): the caller's child accounts,
 * each with whether the parent enrolled it in the event (docs/product.md §6).
 */
export const eventChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  enrolled: z.boolean(),
});
export type EventChild = z.infer<typeof eventChildSchema>;
export const eventChildrenSchema = z.array(eventChildSchema);
