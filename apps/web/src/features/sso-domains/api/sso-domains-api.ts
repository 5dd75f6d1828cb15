import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyAdminPaths,
  type SsoDomain,
  type SsoDomainInput,
  type SsoDomainList,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

const KEY = ['sso-domains'] as const;

/** GET /admin/sso-domains: the SSO-only domains and the connections one may be tied to. */
export function useSsoDomains() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<Envelope<SsoDomainList>>(companyAdminPaths.ssoDomains)).data.data,
  });
}

/** POST /admin/sso-domains: the domain's people sign in through SSO only from now on. */
export function useAddSsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SsoDomainInput) =>
      (await api.post<Envelope<SsoDomain>>(companyAdminPaths.ssoDomains, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /admin/sso-domains/:domain: passwords work again for that domain. */
export function useRemoveSsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) =>
      (
        await api.delete<Envelope<null>>(
          companyAdminPaths.ssoDomain.replace(':domain', encodeURIComponent(domain)),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
