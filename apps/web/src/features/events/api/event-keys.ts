/** The events feature's query keys: registering changes an event and the lists it appears in. */
export const eventKeys = {
  all: ['events'] as const,
  list: (categoryId: string | null) => ['events', 'list', categoryId ?? 'all'] as const,
  event: (id: string) => ['events', 'event', id] as const,
  children: (id: string) => ['events', 'children', id] as const,
  categories: ['events', 'categories'] as const,
  calendarFeed: ['events', 'calendar-feed'] as const,
};
