import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyAdminPaths,
  type CreatedScimToken,
  type ScimGroupMapping,
  type ScimToken,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

const TOKENS_KEY = ['scim-tokens'] as const;
const MAPPINGS_KEY = ['scim-group-mappings'] as const;

/** GET /admin/scim/tokens: every token made, newest first (never the tokens themselves). */
export function useScimTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: async () => (await api.get<Envelope<ScimToken[]>>(companyAdminPaths.scimTokens)).data.data,
  });
}

/** POST /admin/scim/tokens: the answer holds the token, shown this once. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string) =>
      (await api.post<Envelope<CreatedScimToken>>(companyAdminPaths.scimTokens, { label })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

/** DELETE /admin/scim/tokens/:id: the directory's calls with it are refused from now on. */
export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.delete<Envelope<ScimToken>>(
          companyAdminPaths.scimToken.replace(':id', encodeURIComponent(id)),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

/** GET /admin/scim/group-mappings: directory group → our group or department. */
export function useGroupMappings() {
  return useQuery({
    queryKey: MAPPINGS_KEY,
    queryFn: async () =>
      (await api.get<Envelope<ScimGroupMapping[]>>(companyAdminPaths.scimGroupMappings)).data.data,
  });
}

/** PUT /admin/scim/group-mappings: the whole table. */
export function useSaveGroupMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: ScimGroupMapping[]) =>
      (await api.put<Envelope<ScimGroupMapping[]>>(companyAdminPaths.scimGroupMappings, { items })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY }),
  });
}
