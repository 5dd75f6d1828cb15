import type { LookupKind } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { allowedProfileValues, countryOptions, createLookup } from '../lookups/public.js';
import type { MappedProfile } from './sso-profile-mapping.js';

/** What a mapped profile becomes on the user row. */
export interface ProfileValues {
  name?: string;
  departments?: string[];
  positions?: string[];
  group?: string;
  company?: string;
  countries?: string[];
}

export type LookupResolution =
  | { ok: true; values: ProfileValues; added: { list: LookupKind; value: string }[] }
  | { ok: false; field: string; value: string };

const LISTED: { field: 'department' | 'position' | 'group' | 'company'; list: LookupKind }[] = [
  { field: 'department', list: 'department' },
  { field: 'position', list: 'position' },
  { field: 'group', list: 'group' },
  { field: 'company', list: 'company' },
];

const findIgnoringCase = (values: Iterable<string>, wanted: string): string | undefined =>
  [...values].find((value) => value.toLowerCase() === wanted.toLowerCase());

/** A country given as an ISO alpha-2 code or an English or Arabic name, as its code. */
function countryCode(given: string): string | undefined {
  const wanted = given.toLowerCase();
  return countryOptions().find(
    (option) =>
      option.value.toLowerCase() === wanted ||
      option.name.en.toLowerCase() === wanted ||
      option.name.ar === given,
  )?.value;
}

/**
 * Matches the mapped values to the lookups (docs/product.md §10). A value missing from its
 * list is added when the connection's policy is `add`, else the whole sign-in is refused.
 * Checks every field before adding anything, so a refusal changes nothing. Countries are the
 * fixed ISO list: one that is not in it is left out under `add` and refused under `refuse`.
 */
export async function resolveLookupValues(
  ctx: AppContext,
  profile: MappedProfile,
  policy: 'add' | 'refuse',
): Promise<LookupResolution> {
  const allowed = await allowedProfileValues(ctx);
  const known = {
    department: allowed.departments,
    position: allowed.positions,
    group: allowed.group,
    company: allowed.company,
  };
  const values: ProfileValues = profile.name ? { name: profile.name } : {};
  const toAdd: { list: LookupKind; value: string }[] = [];
  const picked: Partial<Record<(typeof LISTED)[number]['field'], string>> = {};
  for (const { field, list } of LISTED) {
    const given = profile[field];
    if (given === undefined) continue;
    const match = findIgnoringCase(known[field], given);
    if (match === undefined && policy === 'refuse') return { ok: false, field, value: given };
    if (match === undefined) toAdd.push({ list, value: given });
    picked[field] = match ?? given;
  }
  if (profile.country !== undefined) {
    const code = countryCode(profile.country);
    if (code === undefined && policy === 'refuse')
      return { ok: false, field: 'country', value: profile.country };
    if (code !== undefined) values.countries = [code];
  }
  for (const entry of toAdd) await addLookupValue(ctx, entry.list, entry.value);
  if (picked.department !== undefined) values.departments = [picked.department];
  if (picked.position !== undefined) values.positions = [picked.position];
  if (picked.group !== undefined) values.group = picked.group;
  if (picked.company !== undefined) values.company = picked.company;
  return { ok: true, values, added: toAdd };
}

async function addLookupValue(ctx: AppContext, list: LookupKind, value: string): Promise<void> {
  try {
    await createLookup(ctx, { list, value, name: { en: value, ar: value }, sort_order: 0 });
  } catch (error) {
    // Another sign-in added the same value a moment ago: it is there, which is all we need.
    if (!(error instanceof Error && error.message === 'LOOKUP_TAKEN')) throw error;
  }
}
