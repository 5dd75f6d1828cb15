import { paths } from '@awarequest/contracts';

/** The events' REST paths with their ids filled in. */
export const eventsPaths = {
  categories: paths.eventCategories,
  /** GET /events, with `?category_id=` when the list is filtered. */
  list: (categoryId: string | null) =>
    categoryId
      ? `${paths.events}?${new URLSearchParams({ category_id: categoryId }).toString()}`
      : paths.events,
  event: (id: string) => paths.event.replace(':id', id),
  registration: (id: string) => paths.eventRegistration.replace(':id', id),
  children: (id: string) => paths.eventChildren.replace(':id', id),
  child: (id: string, childId: string) => paths.eventChild.replace(':id', id).replace(':childId', childId),
  calendar: (id: string) => paths.eventCalendar.replace(':id', id),
  host: (id: string, sessionId: string) =>
    paths.eventSessionHost.replace(':id', id).replace(':sessionId', sessionId),
  calendarFeed: paths.myCalendarFeed,
} as const;
