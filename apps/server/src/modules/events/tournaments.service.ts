import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessionSettingsSchema, type EventRegistration, type EventSessionHost } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { eventRegistrations, events, eventSessions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { seal, unseal } from '../../lib/crypto.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { createLiveSession, type LiveServiceDeps } from '../live/public.js';
import { inAudience } from './audience.sql.js';
import { eventSessionsView } from './tournament-sessions.js';

/**
 * Live tournaments (issue 24 "What an event is"): people of the audience register; at each
 * session's start (or earlier, when its host opens it) the lobby opens as a live session made
 * from the session's game, hosted by the session's host, and the registered people get the PIN.
 */

export interface TournamentsDeps {
  db: Db;
  events: DomainEventBus;
  live: LiveServiceDeps;
  /** The clock of scheduled work (the job queue's). */
  now: () => Date;
}

type EventRow = typeof events.$inferSelect;

const isOpenToPlayers = (event: EventRow) =>
  !event.archivedAt && event.status !== 'draft' && event.status !== 'cancelled';

async function isInAudience(db: Db, eventId: string, userId: string): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    select ${inAudience()} as "in" from events e, users u where e.id = ${eventId} and u.id = ${userId}`);
  return (result as { rows: { in: boolean }[] }).rows[0]?.in === true;
}

/** The event as a player may reach it: EVENT_NOT_FOUND when missing, a draft, cancelled, or not theirs. */
async function reachableEvent(db: Db, eventId: string, caller: Caller) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event || !isOpenToPlayers(event)) throw new AppError('EVENT_NOT_FOUND');
  const inIt = await isInAudience(db, eventId, caller.userId);
  if (!inIt) throw new AppError('EVENT_NOT_FOUND');
  return event;
}

async function registrationView(
  deps: TournamentsDeps,
  event: EventRow,
  caller: Caller,
): Promise<EventRegistration> {
  const [row] = await deps.db
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, caller.userId)));
  return {
    registered: Boolean(row),
    sessions: await eventSessionsView(deps.db, event, caller, true, deps.live.store),
  };
}

/** Registers the caller for a scheduled or running tournament of their audience (twice: no change). */
export async function registerForTournament(
  deps: TournamentsDeps,
  caller: Caller,
  eventId: string,
): Promise<EventRegistration> {
  const event = await reachableEvent(deps.db, eventId, caller);
  if (event.eventType !== 'tournament' || (event.status !== 'scheduled' && event.status !== 'running'))
    throw new AppError('EVENT_REGISTRATION_CLOSED');
  await deps.db.insert(eventRegistrations).values({ eventId, userId: caller.userId }).onConflictDoNothing();
  return registrationView(deps, event, caller);
}

/** Withdraws the caller's own registration (a parent's enrolment of a child stays). */
export async function unregisterFromTournament(
  deps: TournamentsDeps,
  caller: Caller,
  eventId: string,
): Promise<EventRegistration> {
  const event = await reachableEvent(deps.db, eventId, caller);
  if (event.eventType !== 'tournament' || (event.status !== 'scheduled' && event.status !== 'running'))
    throw new AppError('EVENT_REGISTRATION_CLOSED');
  await deps.db
    .delete(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, caller.userId),
        isNull(eventRegistrations.enrolledBy),
      ),
    );
  return registrationView(deps, event, caller);
}

/**
 * Opens a session's lobby once: the live session is made from the session's game with default
 * settings, its host key kept sealed with the server secret. Two openers at once (the job on two
 * instances, or the host's button): one compare-and-set wins, and both answer its PIN.
 * Returns undefined when the event can no longer open (cancelled, archived, ended).
 */
export async function openTournamentSession(
  deps: TournamentsDeps,
  ids: { eventId: string; sessionId: string },
): Promise<{ pin: string; hostKey: string } | undefined> {
  const { db } = deps;
  const [found] = await db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, ids.sessionId), eq(eventSessions.eventId, ids.eventId)));
  if (!found) return undefined;
  const { session, event } = found;
  if (session.openedAt && session.pin && session.hostKeySealed)
    return { pin: session.pin, hostKey: unseal(deps.live.secret, session.hostKeySealed) };
  if (event.archivedAt || (event.status !== 'scheduled' && event.status !== 'running')) return undefined;

  const created = await createLiveSession(
    deps.live,
    { userId: session.hostId, sessionId: '', role: 'player' },
    { source: { kind: 'game', game_id: session.gameId }, settings: sessionSettingsSchema.parse({}) },
    event.questionAudience,
  );
  const [opened] = await db
    .update(eventSessions)
    .set({
      liveSessionId: created.session_id,
      pin: created.pin,
      hostKeySealed: seal(deps.live.secret, created.host_key),
      openedAt: deps.now(),
    })
    .where(and(eq(eventSessions.id, session.id), isNull(eventSessions.openedAt)))
    .returning({ id: eventSessions.id });
  if (!opened) {
    // Another opener won: its session is the tournament's (this one's lobby is left to expire).
    return openTournamentSession(deps, ids);
  }
  const registered = await db
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, event.id));
  await deps.events.publish('event.lobby_opened', {
    eventId: event.id,
    sessionId: session.id,
    pin: created.pin,
    title: event.title,
    userIds: registered.map((row) => row.userId),
  });
  return { pin: created.pin, hostKey: created.host_key };
}

/** POST …/sessions/:sessionId/host: the session's host (or an admin) takes the seat, opening the lobby early if need be. */
export async function hostTournamentSession(
  deps: TournamentsDeps,
  caller: Caller,
  ids: { eventId: string; sessionId: string },
): Promise<EventSessionHost> {
  const [found] = await deps.db
    .select({ hostId: eventSessions.hostId, status: events.status, archivedAt: events.archivedAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, ids.sessionId), eq(eventSessions.eventId, ids.eventId)));
  if (!found) throw new AppError('EVENT_NOT_FOUND');
  if (found.hostId !== caller.userId && caller.role !== 'admin') throw new AppError('FORBIDDEN');
  const opened = await openTournamentSession(deps, ids);
  if (!opened) throw new AppError('EVENT_STATE_CONFLICT');
  return { pin: opened.pin, host_key: opened.hostKey };
}

/** A live game of a tournament ended (`live.round_ended`): its session is over. */
export async function endTournamentSession(db: Db, liveSessionId: string, at: Date): Promise<void> {
  await db
    .update(eventSessions)
    .set({ endedAt: at })
    .where(and(eq(eventSessions.liveSessionId, liveSessionId), isNull(eventSessions.endedAt)));
}
