import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Leaderboard, type LeaderboardScope } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** How many entries each board shows. */
export const LEADERBOARD_SIZE = 10;

/** GET /leaderboard?scope=: the points board of everyone, the caller's department or company. */
export async function getLeaderboard(scope: LeaderboardScope): Promise<Leaderboard> {
  const response = await api.get<Envelope<Leaderboard>>(paths.leaderboard, {
    params: { scope, limit: LEADERBOARD_SIZE },
  });
  return response.data.data;
}

export const leaderboardQueryOptions = (scope: LeaderboardScope) =>
  queryOptions({
    queryKey: [...dashboardKeys.leaderboards, scope],
    queryFn: () => getLeaderboard(scope),
    staleTime: 0,
  });

export const useLeaderboard = (scope: LeaderboardScope) => useQuery(leaderboardQueryOptions(scope));
