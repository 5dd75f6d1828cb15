import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  ATTEMPT_ENDINGS,
  ATTEMPT_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  TEAM_BY,
  type Audience,
  CODE_PURPOSES,
  DIFFICULTIES,
  GAME_TYPES,
  GENDERS,
  QUESTION_AUDIENCES,
  QUESTION_KINDS,
  ROLES,
  type Choice,
  type SliderSpec,
} from '@awarequest/contracts';

/** A question's choice as stored: its texts and, optionally, a picture with alt text. */
type StoredChoice = Choice;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ['sso', 'invite']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, so one address is one account. Null for a child account. */
    email: text('email'),
    /** A child account's sign-in name, stored lower-cased; unique across all accounts. */
    username: text('username'),
    /** A child account's nickname and birth year (docs/product.md §3 year list), set by the parent. */
    nickname: text('nickname'),
    birthYear: integer('birth_year'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    height: real('height'),
    weight: real('weight'),
    /** The person's identifier in their organisation (docs/product.md §3 "user id"). */
    userId: text('user_id'),
    group: text('group'),
    company: text('company'),
    departments: textList('departments'),
    positions: textList('positions'),
    countries: textList('countries'),
    avatar: text('avatar'),
    photo: text('photo'),
    gender: genderEnum('gender'),
    role: roleEnum('role').notNull().default('player'),
    accountType: accountTypeEnum('account_type').notNull().default('personal'),
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The leaderboard opt-out: listed without name or avatar. */
    leaderboardAnonymous: boolean('leaderboard_anonymous').notNull().default(false),
    /** The language of the person's last sign-in ('en' | 'ar'): mail sent without a request uses it. */
    preferredLanguage: text('preferred_language'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_key').on(table.username),
    index('users_parent_idx').on(table.parentId),
    // Leaderboards and reports group people by their first department and by company.
    index('users_department_idx').on(sql`(${table.departments} ->> 0)`),
    index('users_company_idx').on(table.company),
    // An event's audience by its lists (`?|`, "holds any of"): the people of one department,
    // position or country without reading every user (events/audience.sql.ts `audienceMembers`).
    index('users_departments_gin_idx').using('gin', table.departments),
    index('users_positions_gin_idx').using('gin', table.positions),
    index('users_countries_gin_idx').using('gin', table.countries),
    index('users_group_idx').on(table.group),
    // The few deactivated accounts, so the leaderboard can leave them out of a rank cheaply.
    index('users_inactive_idx')
      .on(table.id)
      .where(sql`${table.isActive} = false`),
  ],
);

/** One row per login: the JWT names it, so revoking the row revokes the token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/**
 * Mailed 6-digit codes, by address and purpose. Only a keyed hash of the code is kept.
 * `verifiedAt` marks a sign-up address as proven until `POST /users` consumes it.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_codes_lookup_idx').on(table.email, table.purpose, table.createdAt)],
);

/** Single-use tokens: the SSO exchange (`state`) and admin invitations. Hashes only. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Provider settings (theme, auth) as one JSON document per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Security content: categories, games, questions ─────────────────────────────────────────

type Localized = { en: string; ar: string };
const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const gameTypeEnum = pgEnum('game_type', GAME_TYPES);
export const difficultyEnum = pgEnum('difficulty', DIFFICULTIES);
export const questionKindEnum = pgEnum('question_kind', QUESTION_KINDS);
/** Who a question, a game, an event's plays or an attempt is for (contracts QUESTION_AUDIENCES). */
export const questionAudienceEnum = pgEnum('question_audience', QUESTION_AUDIENCES);
export const attemptStatusEnum = pgEnum('attempt_status', ATTEMPT_STATUSES);
export const attemptEndingEnum = pgEnum('attempt_ending', ATTEMPT_ENDINGS);

/** A topic (docs/domain.md taxonomy). `key` is the content pack's stable identifier. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: localized('name'),
    description: localized('description'),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    tier: integer('tier').notNull(),
    /** Name and description of both languages folded by `foldForSearch`. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('categories_key_key').on(table.key)],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: localized('name'),
    description: localized('description'),
    type: gameTypeEnum('type').notNull(),
    difficulty: difficultyEnum('difficulty').notNull().default('medium'),
    /** Who the game is for: it serves the questions of this audience and all-staff ones. */
    audience: questionAudienceEnum('audience').notNull().default('all_staff'),
    durationMinutes: integer('duration_minutes').notNull(),
    passScore: integer('pass_score').notNull(),
    /** Null: no limit. */
    attemptsAllowed: integer('attempts_allowed'),
    isPublished: boolean('is_published').notNull().default(false),
    /** Where a VR or WEB-GL game is served from. */
    url: text('url'),
    position: integer('position').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    /** Set instead of deleting a game that has attempts, so players' history and scores stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('games_key_key').on(table.key)],
);

/** A game's categories; position 0 is its home category. */
export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.categoryId] }),
    index('game_categories_category_idx').on(table.categoryId),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    kind: questionKindEnum('kind').notNull(),
    difficulty: difficultyEnum('difficulty').notNull().default('medium'),
    audience: questionAudienceEnum('audience').notNull().default('all_staff'),
    text: localized('text'),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull(),
    /** The right keys; an ordering's items in the right order; none for a poll, a typed answer or a slider. */
    correctKeys: jsonb('correct_keys').$type<string[]>().notNull(),
    /** A type-answer question's accepted answers. */
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>(),
    /** A slider's range, unit, answer and closeness. */
    slider: jsonb('slider').$type<SliderSpec>(),
    explanation: localized('explanation'),
    image: text('image'),
    imageAlt: jsonb('image_alt').$type<Localized>(),
    /** Set instead of deleting a question that has answers, so scores built on them stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('questions_game_key_key').on(table.gameId, table.key)],
);

// ── Attempts ───────────────────────────────────────────────────────────────────────────────

/** One self-paced play of a game. The server sets `expiresAt` and computes the result. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The category chosen on the details screen: the topic the answers count toward. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: attemptStatusEnum('status').notNull().default('in_progress'),
    ending: attemptEndingEnum('ending'),
    /** The audience the attempt was played for (the game's, or its event's override). */
    audience: questionAudienceEnum('audience').notNull().default('all_staff'),
    /** The event the attempt was started for, if any (its page's Play). */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The question ids in the order this attempt asks them. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: real('score'),
    correctCount: integer('correct_count'),
    wrongCount: integer('wrong_count'),
    unansweredCount: integer('unanswered_count'),
    accuracy: real('accuracy'),
    passScore: integer('pass_score').notNull(),
    isPassed: boolean('is_passed'),
  },
  (table) => [
    index('attempts_user_game_idx').on(table.userId, table.gameId),
    index('attempts_user_started_idx').on(table.userId, table.startedAt),
    // Who started a game since a date (an event's "in progress" over its whole audience).
    index('attempts_game_started_idx').on(table.gameId, table.startedAt, table.userId),
  ],
);

/** One answer per question per attempt: the primary key makes a second answer impossible. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The picked keys; an ordering's keys in the player's order; none for a typed answer or a slider. */
    choiceKeys: jsonb('choice_keys').$type<string[]>().notNull(),
    /** A typed answer as the player typed it. */
    textAnswer: text('text_answer'),
    /** A slider's estimate. */
    numberAnswer: doublePrecision('number_answer'),
    /** 0..1: partial credit for multiple choice and ordering, closeness for a slider. */
    credit: real('credit').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    // Per-question answer statistics (issue 25: difficulty from evidence).
    index('attempt_answers_question_idx').on(table.questionId),
  ],
);

// ── Live sessions ──────────────────────────────────────────────────────────────────────────

/**
 * A signed-in player's answers in a live session, recorded when it ends, so they count in the
 * player's statistics as answers to those questions (credit without the speed component).
 * The session itself lives in the live store, not here; `round` tells runs of one session
 * apart after a reset. A question left unanswered is recorded with no choice keys.
 */
export const liveAnswers = pgTable(
  'live_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    round: integer('round').notNull().default(1),
    /** Null once the player's account is deleted: the answer stays only in the session's aggregates. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    choiceKeys: jsonb('choice_keys').$type<string[]>().notNull(),
    /** A typed answer as the player typed it. */
    textAnswer: text('text_answer'),
    /** A slider's estimate. */
    numberAnswer: doublePrecision('number_answer'),
    isCorrect: boolean('is_correct').notNull(),
    /** 0..1: partial credit for multiple choice, as in attempts. */
    credit: real('credit').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One answer per player and question; anonymised rows (no user) are exempt, as NULLs are distinct.
    uniqueIndex('live_answers_answer_key').on(table.sessionId, table.round, table.userId, table.questionId),
    index('live_answers_user_idx').on(table.userId, table.answeredAt),
    index('live_answers_question_idx').on(table.questionId),
  ],
);

// ── Scores (docs/domain.md awareness and risk), points and trends ──────────────────────────────

/** A signed-in player's result of one live session round, recorded when it ends: points for XP. */
export const liveResults = pgTable(
  'live_results',
  {
    sessionId: uuid('session_id').notNull(),
    round: integer('round').notNull().default(1),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's title when it ended (the game's name, or the player game's). */
    title: localized('title'),
    /** The game the session was made from; null for a session drawn from categories. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
    playersCount: integer('players_count').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.round, table.userId] }),
    index('live_results_user_idx').on(table.userId, table.endedAt),
  ],
);

/**
 * One row per user with any result: the scores, their explanation and the points, recomputed
 * when the user's answers change and lazily once a day (decay and inactivity move them).
 */
export const userScores = pgTable(
  'user_scores',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    awareness: integer('awareness').notNull(),
    awarenessBand: text('awareness_band').notNull(),
    /** Tier-weighted evidence of all topics, 0..1. */
    evidence: real('evidence').notNull(),
    lowConfidence: boolean('low_confidence').notNull(),
    /** Held at 69 by a weak tier-1 topic. */
    capped: boolean('capped').notNull(),
    risk: integer('risk').notNull(),
    riskBand: text('risk_band').notNull(),
    roleLevel: text('role_level').notNull(),
    impact: real('impact').notNull(),
    /** Each factor of both scores, in both languages (contracts `scoreFactorSchema`). */
    factors: jsonb('factors').$type<{ awareness: unknown[]; risk: unknown[] }>().notNull(),
    formulaVersion: text('formula_version').notNull(),
    /** XP for the leaderboard. */
    points: integer('points').notNull(),
    /** The last answer, finished attempt or live result. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_scores_points_idx').on(table.points.desc()),
    index('user_scores_risk_band_idx').on(table.riskBand),
  ],
);

export const userTopicScores = pgTable(
  'user_topic_scores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    mastery: real('mastery').notNull(),
    evidence: real('evidence').notNull(),
    answered: integer('answered').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.categoryId] }),
    index('user_topic_scores_category_idx').on(table.categoryId),
  ],
);

/** One per user per day, upserted on every recompute: the trends. */
export const scoreSnapshots = pgTable(
  'score_snapshots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    awareness: integer('awareness').notNull(),
    risk: integer('risk').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('score_snapshots_day_idx').on(table.day),
  ],
);

// ── Notifications (issue 6) ────────────────────────────────────────────────────────────

/**
 * One notification of one user, made from a domain event. `kind` names the event
 * (contracts `NOTIFICATION_KINDS`) and `params` the values its text is written from.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

// ── Profile lookups (issue 7) ─────────────────────────────────────────────────────────

/**
 * The lists a profile picks from (departments, positions, groups, companies), managed by
 * admins; `value` is what a user row stores, `name` what people read.
 */
export const lookups = pgTable(
  'lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    name: localized('name'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lookups_kind_value_key').on(table.kind, table.value)],
);

// ── Events, campaigns and scheduled work (issue 24) ─────────────────────────────────────

export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const eventStatusEnum = pgEnum('event_status', EVENT_STATUSES);
export const teamByEnum = pgEnum('team_by', TEAM_BY);

/** Admin-managed groups of events (docs/product.md §2 /event-categories). */
export const eventCategories = pgTable('event_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: localized('name'),
  description: localized('description'),
  color: text('color').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A campaign, live tournament or challenge. The audience is a rule evaluated when read
 * (contracts `audienceSchema`), so people who join later are in. Times are UTC; `dueAt` is a
 * campaign's due date, a challenge's end and a tournament's end. A deleted non-draft event is
 * archived (`archivedAt`) so its evidence stays.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => eventCategories.id),
    eventType: eventTypeEnum('event_type').notNull(),
    status: eventStatusEnum('status').notNull().default('draft'),
    title: localized('title'),
    description: localized('description'),
    coverImage: text('cover_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    graceDays: integer('grace_days').notNull().default(0),
    teamBy: teamByEnum('team_by').notNull().default('department'),
    audience: jsonb('audience').$type<Audience>().notNull(),
    /** Null: each game serves its own audience; else this audience while played for the event. */
    questionAudience: questionAudienceEnum('question_audience'),
    remindAtStart: boolean('remind_at_start').notNull().default(true),
    reminderDays: jsonb('reminder_days')
      .$type<number[]>()
      .notNull()
      .default(sql`'[3,1]'::jsonb`),
    remindWhenOverdue: boolean('remind_when_overdue').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    index('events_status_idx').on(table.status, table.dueAt),
    index('events_category_idx').on(table.categoryId),
  ],
);

/**
 * The games of a campaign or challenge. A game taken out of a running event keeps its row with
 * `removedAt`, so work already done on it stays on record but no longer counts.
 */
export const eventGames = pgTable(
  'event_games',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.gameId] }),
    index('event_games_game_idx').on(table.gameId),
  ],
);

/**
 * A tournament's scheduled live session. When its lobby opens, `pin` and `liveSessionId` name
 * the live session and `hostKeySealed` keeps the host key encrypted with the server secret, so
 * the host can take the seat from the event page.
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    liveSessionId: uuid('live_session_id'),
    pin: text('pin'),
    hostKeySealed: text('host_key_sealed'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('event_sessions_event_idx').on(table.eventId),
    uniqueIndex('event_sessions_live_key').on(table.liveSessionId),
  ],
);

/**
 * People registered for a tournament, and children a parent enrolled in an event (`enrolledBy`
 * is the parent): a child account is in an audience only this way.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolledBy: uuid('enrolled_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_registrations_user_idx').on(table.userId),
  ],
);

/**
 * A game of an event passed by a person (docs/domain.md "Events"): written when the passing
 * attempt finishes, never deleted by an edit of the event, so completed work stays completed.
 */
export const eventCompletions = pgTable(
  'event_completions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    score: real('score'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId, table.gameId] }),
    index('event_completions_user_idx').on(table.userId),
    index('event_completions_event_day_idx').on(table.eventId, table.completedAt),
  ],
);

/**
 * The reminders sent: one row per event, person and reminder (`start`, `before_due:3`,
 * `overdue`). The primary key is what makes a reminder go out once, whatever the number of
 * instances: the sender inserts the row first and sends only when the insert took.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminder: text('reminder').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.reminder] })],
);

/** A person's calendar feed: only a keyed hash of its secret token is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_key').on(table.tokenHash)],
);

/**
 * Scheduled work (event start and end, reminders, tournament lobbies): a row per job, claimed
 * by one instance with `FOR UPDATE SKIP LOCKED`, so each runs once however many instances
 * poll; a job that fell due while no instance ran is claimed when one starts. `key` makes a
 * job unique (rescheduling an event replaces its jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_key_key').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

// ── Company sign-in: identity providers, linked identities, the audit log ──────────────────

export const ssoProtocolEnum = pgEnum('sso_protocol', ['oidc', 'saml']);

/**
 * A connection to an organisation's identity provider (OIDC or SAML). `config` holds the
 * protocol's settings, never a secret; an OIDC client secret is kept sealed (lib/crypto `seal`).
 * `attributeMapping` names the claim or attribute that fills each profile field;
 * `unknownLookupValues` says whether a mapped value missing from the lookups is added or refused.
 */
export const ssoConnections = pgTable('sso_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  protocol: ssoProtocolEnum('protocol').notNull(),
  label: text('label').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  secretSealed: text('secret_sealed'),
  allowedDomains: textList('allowed_domains'),
  attributeMapping: jsonb('attribute_mapping').$type<Record<string, string>>().notNull().default({}),
  unknownLookupValues: text('unknown_lookup_values').$type<'add' | 'refuse'>().notNull().default('add'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which account a provider's subject signs in to: one row per (connection, subject). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.subject] }),
    index('sso_identities_user_idx').on(table.userId),
  ],
);

/**
 * Every sign-in, link, refusal and provisioning change, for admins to read and export.
 * `source` is where it came from (oidc, saml, scim, password, admin); `outcome` is ok or refused,
 * with `reason` a stable code saying why; `details` carries what changed (never a secret).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    action: text('action').notNull(),
    outcome: text('outcome').$type<'ok' | 'refused'>().notNull(),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    connectionId: uuid('connection_id').references(() => ssoConnections.id, {
      onDelete: 'set null',
    }),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_subject_idx').on(table.subjectUserId)],
);

/**
 * The SAML AuthnRequests this server sent and is waiting an answer for: the ACS accepts a
 * response's `InResponseTo` only when it names one of these (on any instance), once.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_requests_expires_idx').on(table.expiresAt)],
);

/**
 * The SAML assertion IDs already accepted: the primary key makes an assertion sign someone
 * in once, on every instance; a row is kept until the assertion itself has expired.
 */
export const samlUsedAssertions = pgTable(
  'saml_used_assertions',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.assertionId] }),
    index('saml_used_assertions_expires_idx').on(table.expiresAt),
  ],
);

/** SCIM bearer tokens (issue 27): only the keyed hash is kept; the token is shown once. */
export const scimTokens = pgTable('scim_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A person provisioned by SCIM: the directory's userName (lower-cased) and externalId. */
export const scimUsers = pgTable('scim_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userName: text('user_name').notNull().unique(),
  externalId: text('external_id'),
  /** Set by a SCIM DELETE: the account stays (deactivated, with its history) but SCIM no longer lists it. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A directory group pushed by SCIM; what it means here is the admin's mapping below. */
export const scimGroups = pgTable('scim_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  displayName: text('display_name').notNull(),
  externalId: text('external_id'),
  createdAt: createdAt(),
});

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

/** The admin's table: a directory group (by display name, case ignored) to our group or department. */
export const scimGroupMappings = pgTable('scim_group_mappings', {
  /** The directory group's display name, lower-cased. */
  scimGroup: text('scim_group').primaryKey(),
  target: text('target').$type<'group' | 'department'>().notNull(),
  value: text('value').notNull(),
});

/** Email domains whose people sign in through SSO only (no password login, sign-up or reset). */
export const ssoOnlyDomains = pgTable('sso_only_domains', {
  domain: text('domain').primaryKey(),
  connectionId: uuid('connection_id').references(() => ssoConnections.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * A started wearable connection (OAuth 2.0 code + PKCE) waiting for the provider's answer at
 * /auth/fitbit-callback. The state is kept only as a keyed hash; `usedAt` makes a state good
 * for one callback, so a replayed or forged answer is refused. The PKCE verifier is sealed.
 */
export const wearableAuthorizations = pgTable(
  'wearable_authorizations',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('wearable_authorizations_user_idx').on(table.userId)],
);

/**
 * A person's connected wearable: one per account. Tokens and the last reading (health data,
 * special-category) are sealed (lib/crypto `seal`) and go with the account. `tokenVersion` is
 * the compare-and-swap guard of a refresh; `refreshLeaseUntil` lets one instance at a time
 * spend the refresh token, so it is used once however many instances run.
 */
export const wearableConnections = pgTable('wearable_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  tokenVersion: integer('token_version').notNull().default(0),
  refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
  readingSealed: text('reading_sealed').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A grant still to be revoked at its provider (issue 28): the person disconnected or deleted
 * their account while the provider did not confirm. Only what the revocation needs is kept:
 * the provider, the token sealed as in `wearable_connections`, and the retry state; no person,
 * no reading, so an account's deletion is never held back. The worker (wearable-revocation-
 * worker.ts) claims a due row under a lease (`locked_until`, `locked_by`), tries again with a
 * growing delay and deletes the row once the provider confirms or `give_up_at` is reached.
 */
export const wearableRevocations = pgTable(
  'wearable_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    /** Why the grant ends: `disconnected`, `account_deleted` or `reconnected` (audit details). */
    trigger: text('trigger').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** 7 days after the first try, or the token's own expiry when that comes first. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    createdAt: createdAt(),
  },
  (table) => [index('wearable_revocations_due_idx').on(table.nextAttemptAt)],
);
