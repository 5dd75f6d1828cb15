import type { Language } from '@awarequest/contracts';

/** Arabic numbers in Arabic-Indic digits, as the dashboard writes them. */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-arab' };

export const localeOf = (language: Language): string => LOCALES[language];

/** A count as the reader writes numbers. */
export const formatCount = (count: number, language: Language): string =>
  new Intl.NumberFormat(localeOf(language)).format(count);
