import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type ImportReport } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/**
 * POST /admin/content/import: a content pack, loaded in one transaction. A pack with errors
 * answers 422 with each path's messages; the page lists them, so the call is silent.
 */
export async function importContent(pack: unknown): Promise<Envelope<ImportReport>> {
  const response = await api.post<Envelope<ImportReport>>(paths.adminContentImport, pack, { isSilent: true });
  return response.data;
}

export function useImportContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importContent, onSuccess: () => invalidateContent(queryClient) });
}
