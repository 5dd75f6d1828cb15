import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type ImportReport } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload's content type by the file's name, or undefined for a file that is neither. */
export function questionFileType(fileName: string): string | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return undefined;
}

/**
 * PUT /admin/games/:id/questions/file: the raw CSV or Excel file as the body; its rows replace
 * the game's questions (matched by key). A file with errors answers 422 with each row's
 * messages, which the page lists, so the call is silent.
 */
export async function uploadQuestionsFile({
  gameId,
  file,
  type,
}: {
  gameId: string;
  file: Blob;
  type: string;
}): Promise<Envelope<ImportReport>> {
  const response = await api.put<Envelope<ImportReport>>(
    paths.adminGameQuestionsFile.replace(':id', gameId),
    file,
    {
      headers: { 'Content-Type': type },
      isSilent: true,
    },
  );
  return response.data;
}

export function useUploadQuestionsFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadQuestionsFile, onSuccess: () => invalidateContent(queryClient) });
}
