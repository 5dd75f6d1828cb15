import { useQuery } from '@tanstack/react-query';
import { paths, type AuthSettings } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** GET /settings/auth: whether single sign-on is on and where it signs in (docs/product.md §7). */
export async function getAuthSettings(): Promise<AuthSettings> {
  const response = await api.get<Envelope<AuthSettings>>(paths.authSettings[0]);
  return response.data.data;
}

export const useAuthSettings = () => useQuery({ queryKey: ['settings', 'auth'], queryFn: getAuthSettings });
