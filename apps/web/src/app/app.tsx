import { useEffect, useState } from 'react';
import { API_BASE, paths } from '@awarequest/contracts';
import { readLanguage, TEXTS, type ShellTexts } from './shell-texts';

type Readiness = 'checking' | 'ready' | 'down';

/**
 * The minimal shell of the foundation: it proves the server serves the SPA and the API on
 * one port, in both languages. The web-app issue replaces it with the full frame.
 */
export function App() {
  const language = readLanguage();
  const texts: ShellTexts = TEXTS[language];
  const [readiness, setReadiness] = useState<Readiness>('checking');

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    document.title = texts.title;
  }, [language, texts.title]);

  useEffect(() => {
    fetch(`${API_BASE}${paths.readiness}`)
      .then((response) => {
        setReadiness(response.ok ? 'ready' : 'down');
      })
      .catch(() => {
        setReadiness('down');
      });
  }, []);

  return (
    <main className="shell">
      <h1>{texts.title}</h1>
      <p>{texts.tagline}</p>
      <p role="status" data-readiness={readiness}>
        {texts.readiness[readiness]}
      </p>
      <p>
        <a href={`${API_BASE}${paths.docs}`}>{texts.docs}</a>
      </p>
    </main>
  );
}
