import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type ClassificationLabels } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** GET /settings/classification: the names of the organisation's four classification levels. */
export async function getClassificationLabels(): Promise<ClassificationLabels> {
  const response = await api.get<Envelope<ClassificationLabels>>(paths.classificationLabels);
  return response.data.data;
}

export const useClassificationLabels = () =>
  useQuery(queryOptions({ queryKey: authoringKeys.classification, queryFn: getClassificationLabels }));
