import { useMutation } from '@tanstack/react-query';
import { paths, type AttemptResult, type GameReportBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/**
 * POST /attempts/:id/report: relays an embedded game's result with the token the game carried
 * back; the server checks the token and computes the result (one report per attempt).
 */
export async function reportGameResult(attemptId: string, body: GameReportBody): Promise<AttemptResult> {
  const response = await api.post<Envelope<AttemptResult>>(
    paths.attemptReport.replace(':id', attemptId),
    body,
  );
  return response.data.data;
}

export const useReportGameResult = (attemptId: string) =>
  useMutation({ mutationFn: (body: GameReportBody) => reportGameResult(attemptId, body) });
