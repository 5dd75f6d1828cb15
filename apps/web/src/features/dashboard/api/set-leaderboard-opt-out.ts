import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type LeaderboardOptOut, type LeaderboardOptOutBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** PUT /users/me/leaderboard: show the player's name on leaderboards, or list them anonymously. */
export async function setLeaderboardOptOut(body: LeaderboardOptOutBody): Promise<LeaderboardOptOut> {
  const response = await api.put<Envelope<LeaderboardOptOut>>(paths.leaderboardOptOut, body);
  return response.data.data;
}

export function useSetLeaderboardOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardOptOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.leaderboards }),
  });
}
