import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Wearables } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /wearables: the providers offered and the person's connection with its last reading. */
export async function getWearables(): Promise<Wearables> {
  const response = await api.get<Envelope<Wearables>>(paths.wearables);
  return response.data.data;
}

export const wearablesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.wearables, queryFn: getWearables });

export const useWearables = () => useQuery(wearablesQueryOptions());
