import type { QueryClient } from '@tanstack/react-query';
import type { EventStatus } from '@awarequest/contracts';

/** The admin's event list filters, as the list page holds them. */
export interface AdminEventsFilter {
  status: EventStatus | null;
  categoryId: string | null;
  q: string;
}

export const eventsAdminKeys = {
  all: ['events-admin'] as const,
  categories: ['events-admin', 'categories'] as const,
  events: (filter: AdminEventsFilter) => ['events-admin', 'events', filter] as const,
  event: (id: string) => ['events-admin', 'event', id] as const,
  lookups: ['events-admin', 'lookups'] as const,
  games: ['events-admin', 'games'] as const,
  people: (q: string) => ['events-admin', 'people', q] as const,
};

/** Any change to an event or a category: the lists, the editor and the players' /events read again. */
export const invalidateEvents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['events'] }),
    queryClient.invalidateQueries({ queryKey: ['event-categories'] }),
  ]);
