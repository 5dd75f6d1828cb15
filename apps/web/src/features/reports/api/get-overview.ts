import { useQuery } from '@tanstack/react-query';
import { paths, type AdminOverview } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /admin/overview: the organisation at a glance, an admin's first screen. */
export async function getOverview(): Promise<AdminOverview> {
  const response = await api.get<Envelope<AdminOverview>>(paths.adminOverview);
  return response.data.data;
}

export const useOverview = () =>
  useQuery({ queryKey: [...reportKeys.all, 'overview'], queryFn: getOverview });
