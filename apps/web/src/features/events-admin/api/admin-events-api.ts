import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type AdminEvent,
  type AdminEventListItem,
  type AudienceInput,
  type AudiencePreview,
  type EventBody,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventsAdminKeys, invalidateEvents, type AdminEventsFilter } from './events-admin-keys';

const eventPath = (template: string, id: string) => template.replace(':id', id);

/** GET /admin/events?status=&category_id=&q=: every event, newest start first, archived last. */
export async function getAdminEvents(filter: AdminEventsFilter): Promise<AdminEventListItem[]> {
  const params = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.categoryId ? { category_id: filter.categoryId } : {}),
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
  };
  const response = await api.get<Envelope<AdminEventListItem[]>>(paths.adminEvents, { params });
  return response.data.data;
}

export const useAdminEvents = (filter: AdminEventsFilter) =>
  useQuery({
    queryKey: eventsAdminKeys.events(filter),
    queryFn: () => getAdminEvents(filter),
    placeholderData: keepPreviousData,
  });

/** GET /admin/events/:id: the event as stored, for the editor. */
export async function getAdminEvent(id: string): Promise<AdminEvent> {
  const response = await api.get<Envelope<AdminEvent>>(eventPath(paths.adminEvent, id));
  return response.data.data;
}

export const useAdminEvent = (id: string | undefined) =>
  useQuery({
    queryKey: eventsAdminKeys.event(id ?? ''),
    queryFn: () => getAdminEvent(id ?? ''),
    enabled: id !== undefined,
  });

/**
 * POST /admin/events (a new draft), or PUT /admin/events/:id. A 422 is shown on the form's
 * fields, so the client's toast carries the summary only (the form lists the rest).
 */
export async function saveEvent({
  id,
  body,
}: {
  id?: string;
  body: EventBody;
}): Promise<Envelope<AdminEvent>> {
  const response = id
    ? await api.put<Envelope<AdminEvent>>(eventPath(paths.adminEvent, id), body)
    : await api.post<Envelope<AdminEvent>>(paths.adminEvents, body);
  return response.data;
}

function useEventMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateEvents(queryClient) });
}

export const useSaveEvent = () => useEventMutation(saveEvent);

/** POST /admin/events/:id/publish: draft → scheduled (running at once when its start has come). */
export const usePublishEvent = () =>
  useEventMutation(
    async (id: string) => (await api.post<Envelope<AdminEvent>>(eventPath(paths.adminEventPublish, id))).data,
  );

/** POST /admin/events/:id/cancel: no more reminders or sessions; progress stays as evidence. */
export const useCancelEvent = () =>
  useEventMutation(
    async (id: string) => (await api.post<Envelope<AdminEvent>>(eventPath(paths.adminEventCancel, id))).data,
  );

/** POST /admin/events/:id/duplicate: a new draft with the same content, audience and reminders. */
export const useDuplicateEvent = () =>
  useEventMutation(
    async (id: string) =>
      (await api.post<Envelope<AdminEvent>>(eventPath(paths.adminEventDuplicate, id))).data,
  );

/** DELETE /admin/events/:id: a draft is deleted; any other event is archived (evidence stays). */
export const useDeleteEvent = () =>
  useEventMutation(
    async (id: string) => (await api.delete<Envelope<null>>(eventPath(paths.adminEvent, id))).data,
  );

/** POST /admin/events/audience-preview: the head count and the first names of an audience. */
export async function previewAudience(audience: AudienceInput): Promise<AudiencePreview> {
  const response = await api.post<Envelope<AudiencePreview>>(paths.adminAudiencePreview, { audience });
  return response.data.data;
}

export const useAudiencePreview = () => useMutation({ mutationFn: previewAudience });
