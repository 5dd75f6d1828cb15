import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { eventsPaths } from './events-paths';

/** POST (register) or DELETE (unregister) /events/:id/registration: a tournament's sessions. */
export async function setRegistration(id: string, registered: boolean): Promise<void> {
  if (registered) await api.post(eventsPaths.registration(id));
  else await api.delete(eventsPaths.registration(id));
}

export function useSetRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registered: boolean) => setRegistration(id, registered),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
