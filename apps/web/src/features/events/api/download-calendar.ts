import { api } from '../../../lib/api-client';
import { eventsPaths } from './events-paths';

const fileNameOf = (disposition: unknown): string | undefined =>
  typeof disposition === 'string'
    ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1]
    : undefined;

/** GET /events/:id/calendar: the event as an RFC 5545 .ics file, saved by the browser. */
export async function downloadCalendar(id: string): Promise<void> {
  const response = await api.get<Blob>(eventsPaths.calendar(id), { responseType: 'blob' });
  const data: unknown = response.data;
  const blob = data instanceof Blob ? data : new Blob([String(data)], { type: 'text/calendar' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers['content-disposition']) ?? `event-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event has run.
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}
