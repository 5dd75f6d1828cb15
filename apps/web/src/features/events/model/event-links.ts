import type { EventGame } from '@awarequest/contracts';

/** An event's page. */
export const eventPath = (id: string) => `/events/${id}`;

/** /events filtered by a category, as /event-categories links to it. */
export const eventsOfCategoryPath = (categoryId: string) =>
  `/events?${new URLSearchParams({ category_id: categoryId }).toString()}`;

/**
 * A game's details with its Start button, through the game's category (the catalogue's route).
 * With `eventId` the attempt is started for the event (its question audience applies).
 */
export const gamePlayPath = (
  game: Pick<EventGame, 'game_id' | 'category_id'>,
  eventId?: string,
): string | null =>
  game.category_id
    ? `/categories/${game.category_id}/games/${game.game_id}${
        eventId ? `?${new URLSearchParams({ event: eventId }).toString()}` : ''
      }`
    : null;

/** The join page with a live session's PIN (the live feature's route). */
export const joinPath = (pin: string) => `/join-game?${new URLSearchParams({ pin }).toString()}`;

/** The host's screen of a live session. */
export const hostPath = (pin: string) => `/host/${pin}`;
