import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type OrganisationReport, type ReportQueryInput } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/reports?dimension=&from=&to=: awareness and risk per group, with trends. */
export async function getReport(query: ReportQueryInput): Promise<OrganisationReport> {
  const response = await api.get<Envelope<OrganisationReport>>(paths.adminReports, { params: query });
  return response.data.data;
}

export const reportQueryOptions = (query: ReportQueryInput) =>
  queryOptions({
    queryKey: reportKeys.report(query),
    queryFn: () => getReport(query),
    placeholderData: keepPreviousData,
  });

export const useReport = (query: ReportQueryInput) => useQuery(reportQueryOptions(query));
