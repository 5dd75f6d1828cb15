import { and, asc, count, eq, gte, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type {
  AdminEvent,
  EventCard,
  EventDetails,
  EventGame,
  MyEventProgress,
  MyEvents,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { attempts, eventCompletions, eventGames, gameCategories, games } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  findEvent,
  findEventCategoriesByIds,
  findEventGames,
  findEventsOfUser,
  findRegisteredEventIds,
  isUserInAudience,
  type EventCategoryRow,
  type EventGameRow,
  type EventRow,
  type EventSessionRow,
} from './events.repository.js';
import { eventLeaderboard } from './leaderboards.js';
import { assignmentsOf, myProgressOf } from './progress.js';
import { eventSessionsView } from './tournament-sessions.js';

/** The player's reads of events (docs/product.md §2 /events), and the rows as the API shows them. */

const PAST_MAX = 50;

const iso = (date: Date) => date.toISOString();

export function toCategoryRef(category: EventCategoryRow) {
  return { id: category.id, name: category.name, color: category.color, icon: category.icon };
}

/** Lists `rows` as cards, with the caller's own standing where they are in the audience. */
export async function cardsOf(db: Db, rows: EventRow[], userId: string | null): Promise<EventCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categories, gameRows] = await Promise.all([
    findEventCategoriesByIds(
      db,
      rows.map((row) => row.categoryId),
    ),
    findEventGames(db, ids),
  ]);
  const gameCounts = new Map<string, number>();
  for (const game of gameRows)
    if (!game.removedAt) gameCounts.set(game.eventId, (gameCounts.get(game.eventId) ?? 0) + 1);
  let mine = new Map<string, MyEventProgress>();
  if (userId) mine = await myProgressOf(db, userId, ids, await findRegisteredEventIds(db, userId, ids));
  return rows.map((row) =>
    toCard(row, categories.get(row.categoryId)!, gameCounts.get(row.id) ?? 0, mine.get(row.id) ?? null),
  );
}

export function toCard(
  row: EventRow,
  category: EventCategoryRow,
  gamesCount: number,
  my: MyEventProgress | null,
): EventCard {
  return {
    id: row.id,
    title: row.title,
    event_type: row.eventType,
    status: row.status,
    category: toCategoryRef(category),
    cover_image: row.coverImage,
    starts_at: iso(row.startsAt),
    due_at: iso(row.dueAt),
    grace_days: row.graceDays,
    games_count: gamesCount,
    my,
  };
}

const byTime = (pick: (card: EventCard) => string, direction: 1 | -1) => (a: EventCard, b: EventCard) =>
  direction * (Date.parse(pick(a)) - Date.parse(pick(b)));

/** Sorts cards into the sections of `myEventsSchema`. */
export function sectionsOf(cards: EventCard[]): MyEvents {
  return {
    assigned: cards
      .filter((card) => card.status === 'running' && card.event_type === 'campaign')
      .sort(byTime((card) => card.due_at, 1)),
    upcoming: cards.filter((card) => card.status === 'scheduled').sort(byTime((card) => card.starts_at, 1)),
    running: cards
      .filter((card) => card.status === 'running' && card.event_type !== 'campaign')
      .sort(byTime((card) => card.due_at, 1)),
    past: cards
      .filter((card) => card.status === 'ended')
      .sort(byTime((card) => card.due_at, -1))
      .slice(0, PAST_MAX),
  };
}

/** GET /events: the caller's events (their audience's, published, not archived), in sections. */
export async function listMyEvents(db: Db, caller: Caller, categoryId?: string): Promise<MyEvents> {
  const rows = await findEventsOfUser(db, caller.userId, {
    categoryId,
    statuses: ['scheduled', 'running', 'ended'],
  });
  return sectionsOf(await cardsOf(db, rows, caller.userId));
}

async function firstCategories(db: Db, gameIds: string[]): Promise<Map<string, string>> {
  if (gameIds.length === 0) return new Map();
  const links = await db
    .select({ gameId: gameCategories.gameId, categoryId: gameCategories.categoryId })
    .from(gameCategories)
    .where(inArray(gameCategories.gameId, gameIds))
    .orderBy(asc(gameCategories.position));
  const first = new Map<string, string>();
  for (const link of links) if (!first.has(link.gameId)) first.set(link.gameId, link.categoryId);
  return first;
}

/** The counted games of an event, each with the caller's state, attempts and best score. */
async function gamesOfEvent(
  db: Db,
  event: EventRow,
  userId: string,
  isMember: boolean,
): Promise<EventGame[]> {
  const rows = await db
    .select({ game: games, sortOrder: eventGames.sortOrder })
    .from(eventGames)
    .innerJoin(games, eq(games.id, eventGames.gameId))
    .where(and(eq(eventGames.eventId, event.id), isNull(eventGames.removedAt)))
    .orderBy(asc(eventGames.sortOrder));
  const gameIds = rows.map((row) => row.game.id);
  if (gameIds.length === 0) return [];
  const [categoryOf, used, best, completions, assignments] = await Promise.all([
    firstCategories(db, gameIds),
    db
      .select({ gameId: attempts.gameId, used: count() })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), inArray(attempts.gameId, gameIds)))
      .groupBy(attempts.gameId),
    db
      .select({ gameId: attempts.gameId, best: max(attempts.score) })
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          inArray(attempts.gameId, gameIds),
          gte(attempts.startedAt, event.startsAt),
          isNotNull(attempts.score),
        ),
      )
      .groupBy(attempts.gameId),
    db
      .select()
      .from(eventCompletions)
      .where(and(eq(eventCompletions.eventId, event.id), eq(eventCompletions.userId, userId))),
    isMember ? assignmentsOf(db, [event.id], [userId]) : Promise.resolve([]),
  ]);
  const usedOf = new Map(used.map((row) => [row.gameId, row.used]));
  const bestOf = new Map(best.map((row) => [row.gameId, row.best]));
  const completedOf = new Map(completions.map((row) => [row.gameId, row.completedAt]));
  const stateOf = new Map(assignments[0]?.games.map((game) => [game.gameId, game.state]) ?? []);
  return rows.map(({ game }) => ({
    game_id: game.id,
    name: game.name,
    type: game.type,
    image: null,
    category_id: categoryOf.get(game.id) ?? null,
    pass_score: game.passScore,
    attempts_allowed: game.attemptsAllowed,
    state: isMember ? (stateOf.get(game.id) ?? 'not_started') : null,
    attempts_used: usedOf.get(game.id) ?? 0,
    best_score: bestOf.get(game.id) ?? null,
    completed_at: completedOf.has(game.id) ? iso(completedOf.get(game.id)!) : null,
  }));
}

/**
 * GET /events/:id: an event's page. Players read only published events of their audience
 * (drafts, cancelled and archived events are not found); admins read any published one.
 */
export async function readEventDetails(db: Db, caller: Caller, eventId: string): Promise<EventDetails> {
  const event = await findEvent(db, eventId);
  if (!event || event.status === 'draft') throw new AppError('EVENT_NOT_FOUND');
  const isMember = await isUserInAudience(db, event.id, caller.userId);
  const isAdmin = caller.role === 'admin';
  const isListed = event.status !== 'cancelled' && event.archivedAt === null;
  if (!isAdmin && !(isMember && isListed)) throw new AppError('EVENT_NOT_FOUND');
  const [card] = await cardsOf(db, [event], isMember ? caller.userId : null);
  const [gameList, sessions, leaderboard, registered] = await Promise.all([
    gamesOfEvent(db, event, caller.userId, isMember),
    eventSessionsView(db, event, caller, isMember),
    eventLeaderboard(db, event, caller),
    findRegisteredEventIds(db, caller.userId, [event.id]),
  ]);
  return {
    ...card!,
    description: event.description,
    games: gameList,
    sessions,
    leaderboard,
    can_register:
      event.eventType === 'tournament' &&
      (event.status === 'scheduled' || event.status === 'running') &&
      isMember &&
      !registered.has(event.id),
  };
}

/** The event as stored, for the admin's editor. */
export function toAdminEvent(
  row: EventRow,
  gameRows: EventGameRow[],
  sessions: EventSessionRow[],
  audienceCount: number,
): AdminEvent {
  return {
    id: row.id,
    status: row.status,
    archived: row.archivedAt !== null,
    title: row.title,
    description: row.description,
    category_id: row.categoryId,
    event_type: row.eventType,
    cover_image: row.coverImage,
    starts_at: iso(row.startsAt),
    due_at: iso(row.dueAt),
    grace_days: row.graceDays,
    game_ids: gameRows.filter((game) => !game.removedAt).map((game) => game.gameId),
    sessions: sessions.map((session) => ({
      id: session.id,
      game_id: session.gameId,
      starts_at: iso(session.startsAt),
      host_id: session.hostId,
      pin: session.pin,
    })),
    team_by: row.teamBy,
    audience: row.audience,
    question_audience: row.questionAudience,
    remind_at_start: row.remindAtStart,
    reminder_days: row.reminderDays,
    remind_when_overdue: row.remindWhenOverdue,
    audience_count: audienceCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    published_at: row.publishedAt ? iso(row.publishedAt) : null,
  };
}
