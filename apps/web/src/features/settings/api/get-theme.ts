import { paths, type ThemeSettings } from '@awarequest/contracts';
import type { Envelope } from '../../../lib/api-client';
import { getJson } from '../../../lib/fetch-json';

/**
 * GET /settings/theme: the provider's theme (`data.data` of the answer, docs/product.md §7).
 * Through `fetch`: every page asks it at start, before axios is needed.
 */
export async function getTheme(): Promise<ThemeSettings> {
  const answer = await getJson<Envelope<ThemeSettings>>(paths.theme);
  return answer.data;
}
