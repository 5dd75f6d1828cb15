import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type EvidenceQueryInput, type TrainingEvidence } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/reports/evidence?from=&to=: the training evidence for the printable report. */
export async function getEvidence(query: EvidenceQueryInput): Promise<TrainingEvidence> {
  const response = await api.get<Envelope<TrainingEvidence>>(paths.adminReportEvidence, { params: query });
  return response.data.data;
}

export const evidenceQueryOptions = (query: EvidenceQueryInput) =>
  queryOptions({
    queryKey: reportKeys.evidence(query),
    queryFn: () => getEvidence(query),
    placeholderData: keepPreviousData,
  });

export const useEvidence = (query: EvidenceQueryInput) => useQuery(evidenceQueryOptions(query));
