import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventChild } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** GET /events/:id/children: the caller's child accounts, each enrolled in the event or not. */
export async function getEventChildren(id: string): Promise<EventChild[]> {
  const response = await api.get<Envelope<EventChild[]>>(eventsPaths.children(id), {
    silentCodes: ['EVENT_NOT_FOUND', 'NOT_FOUND'],
  });
  return response.data.data;
}

/** Asked only when the caller may have child accounts (`enabled`). */
export const useEventChildren = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.children(id),
    queryFn: () => getEventChildren(id),
    enabled,
    retry: false,
  });

/** PUT (enrol) or DELETE (withdraw) /events/:id/children/:childId: answers the children again. */
export async function setChildEnrolment(
  id: string,
  childId: string,
  enrolled: boolean,
): Promise<EventChild[]> {
  const url = eventsPaths.child(id, childId);
  const response = enrolled
    ? await api.put<Envelope<EventChild[]>>(url)
    : await api.delete<Envelope<EventChild[]>>(url);
  return response.data.data;
}

export function useSetChildEnrolment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, enrolled }: { childId: string; enrolled: boolean }) =>
      setChildEnrolment(id, childId, enrolled),
    onSuccess: (children) => {
      queryClient.setQueryData(eventKeys.children(id), children);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: eventKeys.children(id) }),
  });
}
