import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { INVITEE_SEARCH_MIN, type Invitee } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { notificationsPaths } from './notifications-paths';

/** GET /live/sessions/:pin/invitees?q=: signed-in people the host may invite. */
export async function searchInvitees(pin: string, query: string): Promise<Invitee[]> {
  const response = await api.get<Envelope<Invitee[]>>(notificationsPaths.invitees(pin), {
    params: { q: query },
  });
  return response.data.data;
}

export const useInviteeSearch = (pin: string, query: string) =>
  useQuery({
    queryKey: ['live', 'invitees', pin, query],
    queryFn: () => searchInvitees(pin, query),
    enabled: query.trim().length >= INVITEE_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** POST /live/sessions/:pin/invitations: each invitee gets a notification with the PIN. */
export async function invitePeople(pin: string, userIds: string[]): Promise<{ invited: number }> {
  const response = await api.post<Envelope<{ invited: number }>>(notificationsPaths.invitations(pin), {
    user_ids: userIds,
  });
  return response.data.data;
}

export const useInvitePeople = (pin: string) =>
  useMutation({ mutationFn: (userIds: string[]) => invitePeople(pin, userIds) });
