import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import arCommon from '../apps/web/src/locales/ar/common.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import { callApi, dataOf } from './support/accounts.js';
import { ADMIN, LANGS, loginViaApi, loginViaUi } from './support/app.js';
import { useAppSuite } from './support/suite.js';

/** Pictures of the header are taken only in the opt-in screenshot run (SHOTS_DIR set). */
const SCREENSHOTS = process.env.SHOTS_DIR;
const NAV = { en: enCommon.nav, ar: arCommon.nav } as const;
const PARENT_ADMIN = { name: 'Parent Admin', email: 'parent-admin@example.com', password: 'Parent123' };

describe('the header', () => {
  const app = useAppSuite();

  /** An admin invited as a family account: the most header entries anyone has (eight). */
  beforeAll(async () => {
    const baseUrl = app().server.url;
    const adminToken = await loginViaApi(baseUrl, ADMIN.email, ADMIN.password);
    const since = Date.now() - 1000;
    const invited = await dataOf<{ id: string }>(
      callApi(baseUrl, adminToken, 'POST', '/admin/users', {
        name: PARENT_ADMIN.name,
        email: PARENT_ADMIN.email,
        role: 'admin',
        account_type: 'family',
      }),
      'invite',
    );
    const outbox = (await (
      await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(PARENT_ADMIN.email)}`)
    ).json()) as { data: { text: string; sentAt: string }[] };
    const mail = outbox.data.find((entry) => Date.parse(entry.sentAt) >= since);
    const token = mail && /[?&]token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation for ${PARENT_ADMIN.email}: ${JSON.stringify(outbox.data)}`);
    await dataOf(
      callApi(baseUrl, null, 'PUT', `/users/completeinfo/${invited.id}`, {
        token,
        password: PARENT_ADMIN.password,
        password_confirmation: PARENT_ADMIN.password,
      }),
      'complete the invitation',
    );
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  });

  for (const lang of LANGS)
    it(`in ${lang}: an admin who is also a parent sees every entry at desktop widths`, async () => {
      const { page } = await app().open({ language: lang });
      await loginViaUi(page, app().server.url, PARENT_ADMIN, lang);
      const nav = page.getByRole('navigation', { name: NAV[lang].label });
      const children = nav.getByRole('link', { name: NAV[lang].children, exact: true });
      const admin = nav.getByRole('button', { name: NAV[lang].admin });
      await admin.waitFor();
      // The sign-in toast (2 s) would cover the header's end in the pictures.
      await page.getByRole('alert').waitFor({ state: 'detached' });
      // From the width where the header shows its links (Mantine's lg) up.
      for (const width of [1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => nav.evaluate((strip) => strip.scrollWidth - strip.clientWidth))
          .toBeLessThanOrEqual(0);
        const strip = await nav.boundingBox();
        for (const entry of [nav.getByRole('link').first(), children, admin]) {
          const box = await entry.boundingBox();
          expect(box && strip && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1).toBe(
            true,
          );
        }
        if (SCREENSHOTS)
          await page.screenshot({
            path: path.join(SCREENSHOTS, `header-parent-admin-${lang}-${width}.png`),
            clip: { x: 0, y: 0, width, height: 64 },
          });
      }
    });
});
