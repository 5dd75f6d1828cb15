import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminLookup } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /admin/lookups: every managed entry, by list and order. */
export async function getAdminLookups(): Promise<AdminLookup[]> {
  const response = await api.get<Envelope<AdminLookup[]>>(paths.adminLookups);
  return response.data.data;
}

export const adminLookupsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.adminLookups, queryFn: getAdminLookups });

export const useAdminLookups = () => useQuery(adminLookupsQueryOptions());
