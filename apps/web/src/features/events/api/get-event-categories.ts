import { useQuery } from '@tanstack/react-query';
import type { EventCategoryListItem } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** GET /event-categories: each category with the caller's upcoming and running events. */
export async function getEventCategories(): Promise<EventCategoryListItem[]> {
  const response = await api.get<Envelope<EventCategoryListItem[]>>(eventsPaths.categories);
  return response.data.data;
}

export const useEventCategories = () =>
  useQuery({ queryKey: eventKeys.categories, queryFn: getEventCategories });
