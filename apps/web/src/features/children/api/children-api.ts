import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type AuthResult,
  type Child,
  type CreateChildBody,
  type UpdateChildBody,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const CHILDREN_KEY = ['children'] as const;
const childPath = (template: string, id: string) => template.replace(':id', id);

/** GET /children: the caller's child accounts with their progress. */
export function useChildren(isEnabled = true) {
  return useQuery({
    queryKey: CHILDREN_KEY,
    queryFn: async () => (await api.get<Envelope<Child[]>>(paths.children)).data.data,
    enabled: isEnabled,
  });
}

/** POST /children, or PUT /children/:id when `id` is given. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: CreateChildBody | UpdateChildBody }) => {
      const response = id
        ? await api.put<Envelope<Child>>(childPath(paths.child, id), body)
        : await api.post<Envelope<Child>>(paths.children, body);
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

/** DELETE /children/:id: the child account and everything of it. */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.delete<Envelope<null>>(childPath(paths.child, id))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

/** POST /children/:id/session: a session of the child, for the parent to play as it. */
export function useChildSession() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<Envelope<AuthResult>>(childPath(paths.childSession, id))).data,
  });
}
