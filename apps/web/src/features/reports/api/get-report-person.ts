import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type ReportPerson } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/reports/people/:id: one person's scores, factors, topics and history. */
export async function getReportPerson(id: string): Promise<ReportPerson> {
  const response = await api.get<Envelope<ReportPerson>>(paths.adminReportPerson.replace(':id', id));
  return response.data.data;
}

export const reportPersonQueryOptions = (id: string) =>
  queryOptions({ queryKey: reportKeys.person(id), queryFn: () => getReportPerson(id) });

export const useReportPerson = (id: string) => useQuery(reportPersonQueryOptions(id));
