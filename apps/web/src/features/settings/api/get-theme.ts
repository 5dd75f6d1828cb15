import { paths, type ThemeSettings } from '@awarequest/contracts';
import type { Envelope } from '../../../lib/api-client';
import { loadApi } from '../../../lib/load-api';

/** GET /settings/theme: the provider's theme (`data.data` of the answer, docs/product.md §7). */
export async function getTheme(): Promise<ThemeSettings> {
  const api = await loadApi();
  const response = await api.get<Envelope<ThemeSettings>>(paths.theme, { isSilent: true });
  return response.data.data;
}
