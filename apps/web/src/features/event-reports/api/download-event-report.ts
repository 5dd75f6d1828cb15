import { paths, type EventReportGroupBy } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  return /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * GET /admin/events/:id/report/export: the people as CSV, or every sheet as Excel, fetched with
 * the session's token and handed to the browser as a download.
 */
export async function downloadEventReport(
  id: string,
  format: 'csv' | 'xlsx',
  groupBy: EventReportGroupBy,
): Promise<void> {
  const url = paths.adminEventReportExport.replace(':id', encodeURIComponent(id));
  const response = await api.get<Blob>(url, {
    params: { format, group_by: groupBy, sheet: 'people' },
    responseType: 'blob',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameOf(response.headers['content-disposition']) ?? `event-report.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event has run.
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}
