import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** GET /users/me/calendar-feed: whether the caller has a feed address, and since when. */
export async function getCalendarFeed(): Promise<CalendarFeedStatus> {
  const response = await api.get<Envelope<CalendarFeedStatus>>(eventsPaths.calendarFeed);
  return response.data.data;
}

/** POST /users/me/calendar-feed: a new address; any earlier one stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const response = await api.post<Envelope<CalendarFeedCreated>>(eventsPaths.calendarFeed);
  return response.data.data;
}

/** DELETE /users/me/calendar-feed: the address stops working. */
export async function revokeCalendarFeed(): Promise<void> {
  await api.delete(eventsPaths.calendarFeed);
}

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({ queryKey: eventKeys.calendarFeed, queryFn: getCalendarFeed, enabled });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.calendarFeed }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.calendarFeed }),
  });
}
