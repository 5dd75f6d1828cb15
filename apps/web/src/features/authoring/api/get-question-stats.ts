import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type GameQuestionStats } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** GET /admin/games/:id/questions/stats: how often each question is answered right. */
export async function getQuestionStats(gameId: string): Promise<GameQuestionStats> {
  const response = await api.get<Envelope<GameQuestionStats>>(
    paths.adminGameQuestionStats.replace(':id', gameId),
  );
  return response.data.data;
}

export const questionStatsQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: authoringKeys.questionStats(gameId), queryFn: () => getQuestionStats(gameId) });

export const useQuestionStats = (gameId: string) => useQuery(questionStatsQueryOptions(gameId));
