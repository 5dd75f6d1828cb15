import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@awarequest/contracts';

/** The browser's stored language (localStorage key `language`, spec §1), else en. */
export function readLanguage(): Language {
  const stored = localStorage.getItem('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export interface ShellTexts {
  title: string;
  tagline: string;
  docs: string;
  readiness: Record<'checking' | 'ready' | 'down', string>;
}

export const TEXTS: Record<Language, ShellTexts> = {
  en: {
    title: 'AwareQuest',
    tagline: 'Security awareness you play: games, quizzes and live sessions.',
    docs: 'API documentation',
    readiness: { checking: 'Checking the server…', ready: 'The server is ready.', down: 'The server is not reachable.' },
  },
  ar: {
    title: 'أوير كويست',
    tagline: 'توعية أمنية تلعبها: ألعاب واختبارات وجلسات مباشرة.',
    docs: 'توثيق واجهة البرمجة',
    readiness: { checking: 'جارٍ التحقق من الخادم…', ready: 'الخادم جاهز.', down: 'تعذّر الوصول إلى الخادم.' },
  },
};
