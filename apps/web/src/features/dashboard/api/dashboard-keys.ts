/** The dashboard's query keys: the opt-out changes every leaderboard scope at once. */
export const dashboardKeys = {
  dashboard: ['dashboard'] as const,
  leaderboards: ['leaderboard'] as const,
};
