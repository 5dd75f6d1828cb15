/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@awarequest/contracts';
import arCommon from '../apps/web/src/locales/ar/common.json';
import { SERVER_ENV, type Lang } from './support/app.js';
import { useAppSuite } from './support/suite.js';

/**
 * /join and /join-game once an address has spent its wrong game PINs (issue 22): the player
 * reads why, in the page's language and direction.
 */

const JOIN = {
  en: { pin: 'Game PIN', enter: 'Enter', dir: 'ltr' },
  ar: { pin: arCommon.join.pin, enter: arCommon.join.submit, dir: 'rtl' },
} as const;

/** The message up to its first placeholder: the minutes left vary with the test's pace. */
const opening = (lang: Lang) => ERRORS.PIN_ATTEMPTS_EXCEEDED[lang].split('{')[0] ?? '';

describe('live games: too many wrong PINs on /join', () => {
  // Limits on, as in production (the other suites switch them off).
  const app = useAppSuite({ ...SERVER_ENV, RATE_LIMITS: 'true' });
  const url = (to: string) => `${app().server.url}${to}`;

  it('tells the player to check the PIN, in English and in Arabic (right to left)', async () => {
    // The browser and this test both come from 127.0.0.1: one address, one budget.
    let refused = 0;
    for (let pin = 100_000; refused === 0; pin++) {
      const response = await fetch(url(`/api/live/sessions/${pin}`));
      if (response.status === 429) refused = pin;
      else expect(response.status).toBe(404);
    }
    expect(refused).toBeGreaterThan(100_000);

    for (const lang of ['en', 'ar'] as const) {
      const { page } = await app().open({ language: lang });
      await page.goto(url('/join'));
      expect(await page.locator('html').getAttribute('dir')).toBe(JOIN[lang].dir);
      const field = page.getByRole('textbox', { name: JOIN[lang].pin });
      await field.fill('123456');
      await page.getByRole('button', { name: JOIN[lang].enter, exact: true }).click();
      await page.getByText(opening(lang)).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      // A join link with the PIN in it says the same, not "Game data not available".
      await page.goto(url('/join-game?pin=123456'));
      await page.getByText(opening(lang)).waitFor();
    }
  });
});
