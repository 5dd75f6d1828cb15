import type { DomainEventBus, DomainEvents } from '../../lib/domain-events.js';
import { findCategoryPlayersToTell, findGameRef } from './notifications.repository.js';
import { notify, type NotificationsDeps } from './notifications.service.js';

/** People told about a new game per statement: a large organisation is told batch by batch. */
export const NEW_GAME_BATCH = 500;

async function gameParams(deps: NotificationsDeps, gameId: string, categoryId: string | null) {
  const game = await findGameRef(deps.db, gameId);
  if (!game) return undefined;
  return { game_id: gameId, game_name: game.name, category_id: categoryId ?? game.categoryId };
}

async function onAttemptFinished(deps: NotificationsDeps, event: DomainEvents['attempt.finished']) {
  const game = await gameParams(deps, event.gameId, event.categoryId);
  if (!game) return;
  await notify(deps, [
    {
      userId: event.userId,
      kind: event.passed ? 'quiz_passed' : 'quiz_failed',
      params: { ...game, attempt_id: event.attemptId, score: event.score },
    },
  ]);
}

async function onLimitReached(deps: NotificationsDeps, event: DomainEvents['attempt.limit_reached']) {
  const game = await gameParams(deps, event.gameId, event.categoryId);
  if (game) await notify(deps, [{ userId: event.userId, kind: 'attempts_limit_reached', params: game }]);
}

async function onInvited(deps: NotificationsDeps, event: DomainEvents['live.invited']) {
  const params = { pin: event.pin, title: event.title, host_name: event.hostName };
  await notify(
    deps,
    [...new Set(event.userIds)].map((userId) => ({ userId, kind: 'live_invitation' as const, params })),
  );
}

async function onGamePublished(deps: NotificationsDeps, event: DomainEvents['game.published']) {
  const game = await gameParams(deps, event.gameId, event.categoryId);
  if (!game) return;
  for (;;) {
    const userIds = await findCategoryPlayersToTell(deps.db, {
      gameId: event.gameId,
      categoryId: event.categoryId,
      limit: NEW_GAME_BATCH,
    });
    await notify(
      deps,
      userIds.map((userId) => ({ userId, kind: 'new_game' as const, params: game })),
    );
    if (userIds.length < NEW_GAME_BATCH) return;
  }
}

async function onBandChanged(deps: NotificationsDeps, event: DomainEvents['score.band_changed']) {
  await notify(deps, [
    {
      userId: event.userId,
      kind: 'score_band_changed',
      params: { score: event.score, from: event.from, to: event.to },
    },
  ]);
}

async function onReminderDue(deps: NotificationsDeps, event: DomainEvents['event.reminder_due']) {
  const params = {
    event_id: event.eventId,
    title: event.title,
    reminder: event.reminder,
    days: event.days,
    due_at: event.dueAt,
  };
  await notify(
    deps,
    [...new Set(event.userIds)].map((userId) => ({ userId, kind: 'event_reminder' as const, params })),
  );
}

async function onLobbyOpened(deps: NotificationsDeps, event: DomainEvents['event.lobby_opened']) {
  const params = { event_id: event.eventId, title: event.title, pin: event.pin };
  await notify(
    deps,
    [...new Set(event.userIds)].map((userId) => ({ userId, kind: 'event_lobby_open' as const, params })),
  );
}

/** Turns the product's events into notifications. Returns the unsubscribe of every listener. */
export function listenForNotifications(events: DomainEventBus, deps: NotificationsDeps): () => void {
  const offs = [
    events.on('attempt.finished', (event) => onAttemptFinished(deps, event)),
    events.on('attempt.limit_reached', (event) => onLimitReached(deps, event)),
    events.on('live.invited', (event) => onInvited(deps, event)),
    events.on('game.published', (event) => onGamePublished(deps, event)),
    events.on('score.band_changed', (event) => onBandChanged(deps, event)),
    events.on('event.reminder_due', (event) => onReminderDue(deps, event)),
    events.on('event.lobby_opened', (event) => onLobbyOpened(deps, event)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
