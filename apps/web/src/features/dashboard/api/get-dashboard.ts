import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Dashboard } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard: the signed-in player's statistics, scores, topics, trend and next games. */
export async function getDashboard(): Promise<Dashboard> {
  const response = await api.get<Envelope<Dashboard>>(paths.dashboard);
  return response.data.data;
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.dashboard,
    queryFn: getDashboard,
    // Every finished game moves the numbers: ask again whenever the page opens.
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
