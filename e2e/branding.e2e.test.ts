/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arBranding from '../apps/web/src/locales/ar/branding.json';
import enBranding from '../apps/web/src/locales/en/branding.json';
import arReports from '../apps/web/src/locales/ar/reports.json';
import enReports from '../apps/web/src/locales/en/reports.json';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import { ADMIN, expectToast, LANGS, loginViaUi, PLAYER, type Lang } from './support/app.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const BRANDING = { en: enBranding, ar: arBranding } as const;
const REPORTS = { en: enReports, ar: arReports } as const;
/** A 64 x 24 orange PNG: the logo an admin uploads. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAYCAIAAADF1mwTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUUlEQVRYhe2SQQkAQRDDKqAGz/8nMlbEPcJAIQLS0PD1NNEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXvEPDwXDzmqBWXrBAAAAAElFTkSuQmCC',
  'base64',
);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
/** Header colours per language: a dark green and a dark red, both readable under white text. */
const HEADER = {
  en: { hex: '#0b3d2e', rgb: 'rgb(11, 61, 46)' },
  ar: { hex: '#5c1a1a', rgb: 'rgb(92, 26, 26)' },
};

const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
const headerBackground = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    return header ? getComputedStyle(header).backgroundColor : '';
  });
/** The page from its top, nothing focused: how a person first sees it. */
async function toTop(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}
const colorRule = (lang: Lang) =>
  RULE_MESSAGES[lang].color.replace('{field}', lang === 'en' ? 'Colour' : 'اللون');

describe('branding and the admin overview', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();

  for (const lang of LANGS) {
    it(`an admin lands on the overview, changes the brand colours and logo, and an open player browser shows them after a refresh (${lang})`, async () => {
      const t = BRANDING[lang];
      const baseUrl = app().server.url;
      const player = (await app().open({ language: lang })).page;
      await loginViaUi(player, baseUrl, PLAYER, lang);
      const before = await headerBackground(player);

      const { page } = await app().open({ language: lang });
      await loginViaUi(page, baseUrl, ADMIN, lang);
      // The admin's home is the organisation overview.
      await expect
        .poll(() => page.locator('main h1').first().textContent())
        .toBe(REPORTS[lang].overview.title);
      await settled(page);
      await page.getByText(REPORTS[lang].overview.active, { exact: true }).waitFor();
      await shootEveryWay(page, 'admin-overview', problems);

      await page.goto(`${baseUrl}/admin/branding`);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe(t.title);
      await settled(page);

      // An SVG with a script is refused in the reader's language; nothing is kept.
      await page.locator('#brand-logo input[type=file], input[type=file]').first().setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: SVG_WITH_SCRIPT,
      });
      await page.getByText(ERRORS.PHOTO_TYPE[lang]).first().waitFor();
      await page.getByText(t.images.none).first().waitFor();
      // A PNG is taken, re-encoded, and previewed.
      await page.locator('input[type=file]').first().setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: LOGO_PNG,
      });
      const preview = page.getByRole('img', { name: t.images.preview.replace('{{field}}', t.images.logo) });
      await preview.waitFor();
      const logoUrl = await preview.getAttribute('src');
      expect(logoUrl).toMatch(/\/api\/photos\/[0-9a-f-]{36}\.webp$/);

      // A colour that is not a colour is told at the field and not saved.
      const header = page.getByTestId('color-LIGHT_SIDEBAR_COLOR');
      await header.fill('not a colour');
      await header.blur();
      await page.getByText(colorRule(lang)).first().waitFor();
      await header.fill(HEADER[lang].hex);
      await header.blur();
      // Pale text on a white card: the contrast check warns, then stops warning once fixed.
      const text = page.getByTestId('color-LIGHT_FONTS_COLOR');
      await text.fill('#cccccc');
      await text.blur();
      await page
        .getByTestId('contrast-warning')
        .getByText(t.contrast.pairs.fontsOnCards, { exact: false })
        .waitFor();
      await text.fill('');
      await text.blur();
      await page.getByText(t.contrast.allGood).waitFor();
      await toTop(page);
      await shootEveryWay(page, 'admin-branding', problems);

      await page.getByRole('button', { name: t.save }).click();
      await expectToast(page, t.saved);
      // This browser applies it at once.
      await expect.poll(() => headerBackground(page)).toBe(HEADER[lang].rgb);

      // The player's open browser still shows the old theme, and the new one after a refresh.
      expect(await headerBackground(player)).toBe(before);
      await player.reload();
      await expect.poll(() => headerBackground(player), { timeout: 15_000 }).toBe(HEADER[lang].rgb);
      await expect.poll(() => player.locator('header img').first().getAttribute('src')).toBe(logoUrl);

      // Reset to the defaults.
      await page.getByRole('button', { name: t.reset.action }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.reset.confirm }).click();
      await expectToast(page, t.reset.done);
      await expect.poll(() => headerBackground(page)).toBe(before);
    }, 300_000);
  }
});
