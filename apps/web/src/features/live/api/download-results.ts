import { HOST_KEY_HEADER } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';
import { livePaths } from './live-paths';

export type ResultsFormat = 'csv' | 'xlsx';

const fileNameOf = (disposition: unknown): string | undefined =>
  typeof disposition === 'string'
    ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1]
    : undefined;

/** GET /live/sessions/:pin/results?format=: the results as a file, with the host's key. */
export async function downloadResults(pin: string, hostKey: string, format: ResultsFormat): Promise<void> {
  const response = await api.get<Blob>(livePaths.results(pin), {
    params: { format },
    headers: { [HOST_KEY_HEADER]: hostKey },
    responseType: 'blob',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameOf(response.headers['content-disposition']) ?? `results-${pin}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event has run.
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}
