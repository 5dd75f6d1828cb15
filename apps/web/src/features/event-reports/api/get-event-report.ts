import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  paths,
  type EventReport,
  type EventReportGroupBy,
  type AssignmentState,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventReportKeys } from './event-report-keys';

export interface EventReportParams {
  group_by: EventReportGroupBy;
  state?: AssignmentState | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

const reportPath = (id: string) => paths.adminEventReport.replace(':id', encodeURIComponent(id));

/** GET /admin/events/:id/report: totals, one page of people, groups, days and the overdue list. */
export async function getEventReport(id: string, params: EventReportParams): Promise<EventReport> {
  const response = await api.get<Envelope<EventReport>>(reportPath(id), { params });
  return response.data.data;
}

export const eventReportQueryOptions = (id: string, params: EventReportParams) =>
  queryOptions({
    queryKey: eventReportKeys.report(id, params),
    queryFn: () => getEventReport(id, params),
    placeholderData: keepPreviousData,
  });

export const useEventReport = (id: string, params: EventReportParams) =>
  useQuery(eventReportQueryOptions(id, params));
