import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@awarequest/contracts';
import { formatNumber } from './number-format';

/** localStorage key of the language (docs/product.md §1). */
export const LANGUAGE_KEY = 'language';

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Starts i18next with the stored language and `namespaces` loaded (others load when a page needs them). */
export async function initI18n(namespaces: string[] = ['common', 'errors']): Promise<void> {
  const language = storedLanguage();
  applyToDocument(language);
  await i18next
    .use(initReactI18next)
    // Only the current language's catalogs are fetched, each namespace when a page needs it.
    .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'ar'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  addNumberFormat(i18next);
}

/**
 * `{{score, number}}` in a catalog writes the number in the reader's digits (Arabic-Indic in
 * Arabic); a value that is not a number is written as it is.
 */
export function addNumberFormat(instance: typeof i18next): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && isLanguage(lng) ? formatNumber(value, lng) : String(value),
  );
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  applyToDocument(language);
  await i18next.changeLanguage(language);
}

export { i18next };
