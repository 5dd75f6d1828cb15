import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Lookups } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /lookups: the lists the profile picks from (departments, positions, countries, ...). */
export async function getLookups(): Promise<Lookups> {
  const response = await api.get<Envelope<Lookups>>(paths.lookups);
  return response.data.data;
}

export const lookupsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.lookups, queryFn: getLookups, staleTime: 5 * 60_000 });

export const useLookups = () => useQuery(lookupsQueryOptions());
