import { paths, type QuestionFileFormat } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  return /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
}

/** Fetches a file with the session's token and hands it to the browser as a download. */
async function download(url: string, fallbackName: string, params?: Record<string, string>): Promise<void> {
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameOf(response.headers['content-disposition']) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event has run.
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}

/** GET /admin/categories/:id/export: the category and its games as a content pack. */
export const exportCategory = (id: string, key: string) =>
  download(paths.adminCategoryExport.replace(':id', id), `${key}.json`);

/** GET /admin/games/:id/export: one game and its questions as a content pack. */
export const exportGame = (id: string, key: string) =>
  download(paths.adminGameExport.replace(':id', id), `${key}.json`);

/** GET /admin/games/:id/questions/file?format=: the questions as a CSV or Excel sheet. */
export const exportQuestions = (id: string, key: string, format: QuestionFileFormat) =>
  download(paths.adminGameQuestionsFile.replace(':id', id), `${key}-questions.${format}`, { format });
