import type { Language } from '@awarequest/contracts';

/** Latin digits as Arabic-Indic ones (٠١٢٣), as the app writes numbers in Arabic. */
export const arabicDigits = (text: string): string =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** A number as the app writes it in `lang` (no thousands separator, `lib/number-format.ts`). */
export const numberIn = (value: number, lang: Language): string =>
  lang === 'ar' ? arabicDigits(String(value)).replace('.', '٫') : String(value);

/**
 * A catalog text with its placeholders filled as i18next fills them: `{{name}}` with the value
 * as it is, `{{name, number}}` with the number in `lang`'s digits.
 */
export function fillText(template: string, values: Record<string, string | number>, lang: Language): string {
  return template.replace(/\{\{(\w+)(, number)?\}\}/g, (_, key: string, isNumber: string | undefined) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {{${key}}} in "${template}"`);
    return isNumber && typeof value === 'number' ? numberIn(value, lang) : String(value);
  });
}

/** A 0..100 value as the app writes a percentage in `lang` (compare with `withoutMarks`). */
export const percentIn = (value: number, lang: Language): string =>
  lang === 'ar' ? `${numberIn(value, lang)}٪` : `${value}%`;

/** A text without the invisible direction marks that Intl puts around Arabic numbers. */
export const withoutMarks = (text: string | null): string =>
  (text ?? '').replace(/[\u061c\u200e\u200f]/g, '');
