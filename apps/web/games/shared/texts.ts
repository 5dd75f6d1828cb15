import type { Language } from './bridge-client';
import type { Localized } from './dom';

/** Texts both games show around their play. */
export const COMMON = {
  connecting: { en: 'Connecting to AwareQuest…', ar: 'جارٍ الاتصال بمنصة AwareQuest…' },
  demoNote: {
    en: 'This game is meant to be launched from AwareQuest. You are playing in demo mode: your score is not saved.',
    ar: 'هذه اللعبة مصممة لتُشغَّل من منصة AwareQuest. أنت تلعب في الوضع التجريبي: لن تُحفظ نتيجتك.',
  },
  start: { en: 'Start', ar: 'ابدأ' },
  score: { en: 'Score', ar: 'النتيجة' },
  reported: { en: 'Your score has been sent to AwareQuest.', ar: 'أُرسلت نتيجتك إلى AwareQuest.' },
  demoResult: { en: 'Demo mode: your score was not saved.', ar: 'الوضع التجريبي: لم تُحفظ نتيجتك.' },
  playAgain: { en: 'Play again', ar: 'العب مرة أخرى' },
  no3d: {
    en: 'Your browser cannot show the 3D view. You can still play with the buttons.',
    ar: 'لا يستطيع متصفحك عرض المشهد ثلاثي الأبعاد، لكن يمكنك اللعب باستخدام الأزرار.',
  },
} satisfies Record<string, Localized>;

/** Picks the language's text and fills `{name}` placeholders. */
export function say(
  text: Localized,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return text[language].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
