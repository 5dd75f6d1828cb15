/// <reference lib="dom" />
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arProfile from '../apps/web/src/locales/ar/profile.json';
import enProfile from '../apps/web/src/locales/en/profile.json';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import enAuth from '../apps/web/src/locales/en/auth.json';
import { ERRORS } from '../packages/contracts/src/errors.js';
import {
  startFakeWearableProvider,
  type FakeWearableProvider,
} from '../apps/server/src/test/fake-wearable-provider.js';
import { addSessionCookies, callApi, loginAs, signUpViaApi } from './support/accounts.js';
import { expectToast, LANGS, SERVER_ENV, type Lang } from './support/app.js';
import { problemsCheckedAfterEach, saveShot, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const CATALOG = { en: { profile: enProfile, auth: enAuth }, ar: { profile: arProfile, auth: arAuth } };
const NUMBER_LOCALE = { en: 'en-GB', ar: 'ar-EG-u-nu-arab' };
const number = (value: number, lang: Lang) =>
  new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 1, useGrouping: false }).format(value);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

describe('the wearable connection', () => {
  let fake: FakeWearableProvider;
  // No content pack: these screens need none, and the server starts faster without its import.
  const env: Record<string, string> = { ...SERVER_ENV, CONTENT_DIR: 'off' };
  // Registered before the suite's own beforeAll, so the server starts with the provider's address.
  beforeAll(async () => {
    fake = await startFakeWearableProvider();
    fake.autoConsent = undefined; // the browser sees the provider's consent page
    Object.assign(env, fake.env());
  });
  afterAll(async () => {
    await fake.close();
  });
  const app = useAppSuite(env);
  const problems = problemsCheckedAfterEach();

  async function openProfile(lang: Lang): Promise<{ page: Page; token: string; name: string }> {
    const { server } = app();
    // An address like the first.last@example.com: shown whole, left to right, in Arabic too.
    const email = `first.last.${Math.random().toString(36).slice(2, 7)}@example.com`;
    const name = lang === 'ar' ? 'ريم الحربي' : 'Reem Harbi';
    await signUpViaApi(server.url, { name, email, password: 'Secret123' });
    const login = await loginAs(server.url, { email, password: 'Secret123' });
    const { context, page } = await app().open({ language: lang });
    await addSessionCookies(context, server.url, login);
    await page.goto(`${server.url}/profile`);
    await page.locator('main h2').filter({ hasText: name }).waitFor();
    return { page, token: login.token, name };
  }

  const section = (page: Page, lang: Lang) =>
    page.getByRole('region', { name: CATALOG[lang].profile.wearable.title });

  async function startConnecting(page: Page, lang: Lang) {
    const t = CATALOG[lang].profile;
    await section(page, lang).getByRole('button', { name: t.actions.device }).click();
    const dialog = page.getByRole('dialog', { name: t.device.title });
    await dialog.getByRole('button', { name: fill(t.device.connect, { provider: 'Google Health' }) }).click();
    await page.waitForURL(`${fake.url}/authorize**`);
  }

  it.each(LANGS)(
    'in %s: connects through the provider, fills the chosen values, disconnects',
    async (lang) => {
      const t = CATALOG[lang].profile;
      const { page, token } = await openProfile(lang);
      await expect.poll(() => section(page, lang).textContent()).toContain(t.wearable.none);

      await startConnecting(page, lang);
      await page.getByRole('link', { name: 'Allow' }).click();
      await expectToast(page, t.wearable.connected);
      await page.waitForURL('**/profile');
      const region = section(page, lang);
      await region.getByText(fill(t.wearable.connectedTo, { provider: 'Google Health' })).waitFor();

      // Everything the device gave is ticked, as the profile has none of it; the person keeps their own weight out.
      const height = region.getByRole('checkbox', { name: new RegExp(number(172.5, lang)) });
      const weight = region.getByRole('checkbox', { name: new RegExp(number(68.4, lang)) });
      expect(await height.isChecked()).toBe(true);
      expect(await weight.isChecked()).toBe(true);
      await weight.uncheck();
      await shootEveryWay(page, 'profile-wearable', problems);
      await region.getByRole('button', { name: t.wearable.apply }).click();
      await expectToast(page, t.wearable.applied);

      const me = await callApi(app().server.url, token, 'GET', '/users/me');
      expect(me.body.data).toMatchObject({
        height: 172.5,
        weight: null,
        gender: 'FEMALE',
        date_of_birth: '1991-03-09',
      });
      await expect
        .poll(() => page.locator('dl').first().textContent())
        .toContain(fill(t.units.cm, { value: number(172.5, lang) }));

      const revocations = fake.counts.revocations;
      await region.getByRole('button', { name: t.wearable.disconnect }).click();
      const confirm = page.getByRole('dialog', { name: t.wearable.disconnectTitle });
      await confirm.getByRole('button', { name: t.wearable.disconnect }).click();
      await expectToast(page, t.wearable.disconnected);
      await expect.poll(() => section(page, lang).textContent()).toContain(t.wearable.none);
      expect(fake.counts.revocations).toBe(revocations + 1);
      // The values the person chose stay in the profile.
      const after = await callApi(app().server.url, token, 'GET', '/users/me');
      expect(after.body.data).toMatchObject({ height: 172.5, gender: 'FEMALE' });
    },
  );

  it.each(LANGS)(
    'in %s: says so when the person refuses, and when the link comes back a second time',
    async (lang) => {
      const t = CATALOG[lang].profile;
      const { page } = await openProfile(lang);
      await startConnecting(page, lang);
      await page.getByRole('link', { name: 'Deny' }).click();
      await page.waitForURL('**/auth/fitbit-callback?**');
      const alert = page.getByRole('alert').filter({ hasText: ERRORS.WEARABLE_DENIED[lang] });
      await expect.poll(() => alert.textContent()).toContain(ERRORS.WEARABLE_DENIED[lang]);
      await shootEveryWay(page, 'wearable-callback-denied', problems);

      // The same answer opened again (a reload, a back button): its state is spent.
      await page.reload();
      await page.getByRole('alert').filter({ hasText: ERRORS.WEARABLE_STATE_INVALID[lang] }).waitFor();
      await page.getByRole('link', { name: t.wearable.backToProfile }).click();
      await page.waitForURL('**/profile');
    },
  );

  it.each(LANGS)(
    'in %s: says the server keeps asking when the provider does not confirm a disconnection',
    async (lang) => {
      const t = CATALOG[lang].profile;
      const { page } = await openProfile(lang);
      await startConnecting(page, lang);
      await page.getByRole('link', { name: 'Allow' }).click();
      await expectToast(page, t.wearable.connected);
      await page.waitForURL('**/profile');
      const region = section(page, lang);
      await region.getByText(fill(t.wearable.connectedTo, { provider: 'Google Health' })).waitFor();

      fake.isRevocationDown = true;
      try {
        await region.getByRole('button', { name: t.wearable.disconnect }).click();
        const confirm = page.getByRole('dialog', { name: t.wearable.disconnectTitle });
        await confirm.getByRole('button', { name: t.wearable.disconnect }).click();
        const shown = await expectToast(
          page,
          fill(t.wearable.disconnectedLocally, { provider: 'Google Health' }),
        );
        // Held open (a hovered toast waits) while it is photographed: English light, Arabic dark.
        await shown.hover();
        const scheme = lang === 'ar' ? 'dark' : 'light';
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 860 });
          await shown.hover();
          const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (wider > 0) problems.push(`wearable-disconnect-unconfirmed-${lang}-${width}: ${wider}px wider`);
          await saveShot(page, `wearable-disconnect-unconfirmed-${lang}-${scheme}-${width}.png`, {
            fullPage: false,
          });
        }
      } finally {
        fake.isRevocationDown = false;
      }
      await expect.poll(() => section(page, lang).textContent()).toContain(t.wearable.none);
    },
  );
});
