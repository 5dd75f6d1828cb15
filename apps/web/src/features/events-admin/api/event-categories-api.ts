import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type EventCategory,
  type EventCategoryBody,
  type EventCategoryListItem,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventsAdminKeys, invalidateEvents } from './events-admin-keys';

const categoryPath = (id: string) => paths.adminEventCategory.replace(':id', id);

/** GET /event-categories: every category in order (for an admin, with all its events counted). */
export async function getEventCategories(): Promise<EventCategoryListItem[]> {
  const response = await api.get<Envelope<EventCategoryListItem[]>>(paths.eventCategories);
  return response.data.data;
}

export const useEventCategories = () =>
  useQuery({ queryKey: eventsAdminKeys.categories, queryFn: getEventCategories });

/** POST /admin/event-categories, or PUT /admin/event-categories/:id when `id` is given. */
export async function saveEventCategory({
  id,
  body,
}: {
  id?: string;
  body: EventCategoryBody;
}): Promise<Envelope<EventCategory>> {
  const response = id
    ? await api.put<Envelope<EventCategory>>(categoryPath(id), body)
    : await api.post<Envelope<EventCategory>>(paths.adminEventCategories, body);
  return response.data;
}

export function useSaveEventCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEventCategory, onSuccess: () => invalidateEvents(queryClient) });
}

/** DELETE /admin/event-categories/:id: refused (EVENT_CATEGORY_IN_USE) while events use it. */
export async function deleteEventCategory(id: string): Promise<Envelope<null>> {
  const response = await api.delete<Envelope<null>>(categoryPath(id), { isSilent: true });
  return response.data;
}

export function useDeleteEventCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEventCategory, onSuccess: () => invalidateEvents(queryClient) });
}
