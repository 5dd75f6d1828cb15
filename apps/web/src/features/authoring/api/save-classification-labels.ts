import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type ClassificationLabels } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** PUT /settings/classification (admins). */
export async function saveClassificationLabels(
  body: ClassificationLabels,
): Promise<Envelope<ClassificationLabels>> {
  const response = await api.put<Envelope<ClassificationLabels>>(paths.classificationLabels, body);
  return response.data;
}

export function useSaveClassificationLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClassificationLabels,
    onSuccess: (envelope) => queryClient.setQueryData(authoringKeys.classification, envelope.data),
  });
}
