/**
 * Counted words in English and Arabic (Arabic has six plural forms: "3 أيام" but "11 يومًا").
 * `{n}` in a form is replaced by the number.
 */

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

function counted(language: 'en' | 'ar', value: number, forms: Forms): string {
  const form = forms[rules[language].select(value)] ?? forms.other;
  return form.replace('{n}', String(value));
}

export const enCount = (value: number, forms: Forms) => counted('en', value, forms);
export const arCount = (value: number, forms: Forms) => counted('ar', value, forms);

export const POINTS = {
  en: { one: '{n} point', other: '{n} points' },
  ar: { one: 'نقطة واحدة', two: 'نقطتين', few: '{n} نقاط', many: '{n} نقطة', other: '{n} نقطة' },
};
export const ANSWERS = {
  en: { one: '{n} answer', other: '{n} answers' },
  ar: { one: 'إجابة واحدة', two: 'إجابتين', few: '{n} إجابات', many: '{n} إجابة', other: '{n} إجابة' },
};
export const DAYS = {
  en: { one: '{n} day', other: '{n} days' },
  ar: { one: 'يوم واحد', two: 'يومين', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' },
};
export const PERFECT_QUIZZES = {
  en: { one: '{n} perfect quiz', other: '{n} perfect quizzes' },
  ar: {
    one: 'اختبار واحد بدرجة كاملة',
    two: 'اختباران بدرجة كاملة',
    few: '{n} اختبارات بدرجة كاملة',
    many: '{n} اختبارًا بدرجة كاملة',
    other: '{n} اختبار بدرجة كاملة',
  },
};
export const ASSIGNED_GAMES = {
  en: { one: '{n} assigned game', other: '{n} assigned games' },
  ar: {
    one: 'لعبة مُسندة واحدة',
    two: 'لعبتان مُسندتان',
    few: '{n} ألعاب مُسندة',
    many: '{n} لعبة مُسندة',
    other: '{n} لعبة مُسندة',
  },
};
