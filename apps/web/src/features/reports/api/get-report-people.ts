import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type ReportPeoplePage, type ReportPeopleQuery } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/reports/people?dimension=&group=&page=: one page of a group's people. */
export async function getReportPeople(query: ReportPeopleQuery): Promise<ReportPeoplePage> {
  const response = await api.get<Envelope<ReportPeoplePage>>(paths.adminReportPeople, { params: query });
  return response.data.data;
}

export const reportPeopleQueryOptions = (query: ReportPeopleQuery) =>
  queryOptions({
    queryKey: reportKeys.people(query),
    queryFn: () => getReportPeople(query),
    placeholderData: keepPreviousData,
  });

export const useReportPeople = (query: ReportPeopleQuery) => useQuery(reportPeopleQueryOptions(query));
