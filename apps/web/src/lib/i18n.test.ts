import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import arLive from '../locales/ar/live.json';
import enLive from '../locales/en/live.json';
import { addNumberFormat } from './i18n';

async function liveTexts(language: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { live: enLive }, ar: { live: arLive } },
    defaultNS: 'live',
    interpolation: { escapeValue: false },
  });
  addNumberFormat(instance);
  return instance;
}

describe('numbers in the catalogs', () => {
  it('are written in Arabic-Indic digits on an Arabic screen', async () => {
    const { t } = await liveTexts('ar');
    expect(t('rankOf', { rank: 12, players: 1500 })).toBe('١٢ من ١٥٠٠');
  });

  it('read as the spec writes them in English, without separators', async () => {
    const { t } = await liveTexts('en');
    expect(t('rankOf', { rank: 12, players: 1500 })).toBe('12 of 1500');
  });

  it('leave a value that is not a number as it is', async () => {
    const { t } = await liveTexts('ar');
    expect(t('rankOf', { rank: '—', players: 3 })).toBe('— من ٣');
  });
});
