import { useQuery } from '@tanstack/react-query';
import type { MyEvents } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** GET /events?category_id=: the caller's events in four sections. */
export async function getMyEvents(categoryId: string | null): Promise<MyEvents> {
  const response = await api.get<Envelope<MyEvents>>(eventsPaths.list(categoryId));
  return response.data.data;
}

export const useMyEvents = (categoryId: string | null) =>
  useQuery({ queryKey: eventKeys.list(categoryId), queryFn: () => getMyEvents(categoryId) });
