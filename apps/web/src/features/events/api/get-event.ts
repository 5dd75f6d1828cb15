import { useQuery } from '@tanstack/react-query';
import type { EventDetails } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** GET /events/:id: an event's page, with the caller's standing. */
export async function getEvent(id: string): Promise<EventDetails> {
  const response = await api.get<Envelope<EventDetails>>(eventsPaths.event(id), {
    silentCodes: ['EVENT_NOT_FOUND', 'NOT_FOUND'],
  });
  return response.data.data;
}

export const useEvent = (id: string) =>
  useQuery({ queryKey: eventKeys.event(id), queryFn: () => getEvent(id), retry: false });
