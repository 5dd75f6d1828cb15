import { eq } from 'drizzle-orm';
import type { ReportDimension } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { lookups } from '../../db/schema.js';
import { countryOptions } from '../lookups/public.js';

type Localized = { en: string; ar: string };

/**
 * People store the value of a managed list (a department's English name, a country's code);
 * the report names a group in both languages from the list, as the profile screen does.
 * A value no longer in its list keeps no name and is shown as it is.
 */
export async function groupNames(db: Db, dimension: ReportDimension): Promise<Map<string, Localized>> {
  if (dimension === 'topic') return new Map();
  if (dimension === 'country') return new Map(countryOptions().map((option) => [option.value, option.name]));
  const rows = await db
    .select({ value: lookups.value, name: lookups.name })
    .from(lookups)
    .where(eq(lookups.kind, dimension));
  return new Map(rows.map((row) => [row.value, row.name]));
}

/** A department value named from its list, or as it is; null when not set. */
export function departmentName(names: Map<string, Localized>, value: string | null): Localized | null {
  if (value === null) return null;
  return names.get(value) ?? { en: value, ar: value };
}
