import countries from 'i18n-iso-countries';
import type { LookupOption } from '@awarequest/contracts';

let cached: LookupOption[] | undefined;

/** Every ISO 3166-1 country by its alpha-2 code, named in English and Arabic, in English order. */
export function countryOptions(): LookupOption[] {
  cached ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, en]) => ({ value: code, name: { en, ar: countries.getName(code, 'ar') ?? en } }))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
  return cached;
}
