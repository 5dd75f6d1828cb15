/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGS, loginViaUi, newPage, PLAYER, setLanguage, TEXT, type Lang } from './support/app.js';
import { reflowEveryWay } from './support/reflow.js';
import {
  checkAccessibilityAt,
  motionFor,
  problemsCheckedAfterEach,
  saveReview,
  saveShot,
  schemesToCheck,
  WIDTHS,
} from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/** Photographed into SHOTS_DIR when set: <screen>-<lang>-<scheme>-<width>.png */

interface Screen {
  name: string;
  path: string;
  /** The sign-up / reset flow state the page needs (sessionStorage `auth-flow`). */
  flow?: Record<string, unknown>;
}

/** Every route of docs/product.md §2 (app-routes.tsx); the auth screens are for visitors, the rest need a session. */
const VISITOR_SCREENS: Screen[] = [
  { name: 'login', path: '/auth/login' },
  { name: 'sign-up', path: '/auth/sign-up' },
  { name: 'check-code', path: '/auth/check-code', flow: { email: 'sara@example.com', purpose: 'verify' } },
  {
    name: 'account-type',
    path: '/auth/account-type',
    flow: { email: 'sara@example.com', purpose: 'verify', isVerified: true },
  },
  {
    name: 'sign-up-details',
    path: '/auth/sign-up',
    flow: { email: 'sara@example.com', purpose: 'verify', isVerified: true, accountType: 'personal' },
  },
  { name: 'forget-password', path: '/auth/forget-password' },
  {
    name: 'reset-password',
    path: '/auth/reset-password',
    flow: { email: 'sara@example.com', purpose: 'reset', code: '123456' },
  },
];
const MEMBER_SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'categories', path: '/categories' },
  { name: 'category', path: '/categories/7' },
  { name: 'kahoot', path: '/categories/kahoot/7' },
  { name: 'quiz', path: '/categories/quiz' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'event-categories', path: '/event-categories' },
  { name: 'events', path: '/events' },
  { name: 'game-lobby', path: '/game/123456/lobby' },
  { name: 'game-play', path: '/game/123456/play' },
  { name: 'game-start', path: '/game/123456/start' },
  { name: 'host', path: '/host' },
  { name: 'host-pin', path: '/host/123456' },
  { name: 'join', path: '/join' },
  { name: 'join-game', path: '/join-game' },
  { name: 'player-game-create', path: '/player-game/phishing/create' },
  { name: 'profile', path: '/profile' },
  // Signed in only: the wearable provider's return address finishes a person's connection.
  { name: 'fitbit-callback', path: '/auth/fitbit-callback' },
  { name: 'not-found', path: '/no/such/page' },
];

/** Moves inside the SPA without a reload (React Router follows popstate), then waits for the page. */
async function show(page: Page, screen: Screen): Promise<void> {
  await page.evaluate(
    ({ path: to, flow }) => {
      if (flow) sessionStorage.setItem('auth-flow', JSON.stringify(flow));
      else sessionStorage.removeItem('auth-flow');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { path: screen.path, flow: screen.flow ?? null },
  );
  await page.waitForFunction((to) => window.location.pathname === to, screen.path);
  await page.locator('main h1').first().waitFor();
  // A page may show several loaders at once (its list and a side panel): wait for all of them.
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  await page.evaluate(() => document.fonts.ready);
}

/** How far the page is wider than the viewport (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('every screen, en/ar x 1280/390 (x light/dark, photographed, with SHOTS_DIR)', () => {
  const app = useAppSuite();
  let visitor: { context: BrowserContext; page: Page };
  let member: { context: BrowserContext; page: Page };
  const problems = problemsCheckedAfterEach();
  afterAll(() => {
    saveReview('screens');
  });

  beforeAll(async () => {
    // Not app().open: these two pages live across all the tests, and closing the browser closes them.
    const { server, browser } = app();
    visitor = await newPage(browser, server.url);
    member = await newPage(browser, server.url);
    await loginViaUi(member.page, server.url, PLAYER);
  });

  async function shoot(page: Page, screens: Screen[], lang: Lang): Promise<number> {
    const { server } = app();
    let count = 0;
    await setLanguage(page, server.url, lang);
    await page.goto(`${server.url}${screens[0]?.path ?? '/'}`);
    for (const scheme of schemesToCheck(lang)) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: motionFor(lang) });
      await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe(scheme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 860 });
        for (const screen of screens) {
          await show(page, screen);
          const file = `${screen.name}-${lang}-${scheme}-${width}.png`;
          const wider = await overflow(page);
          if (wider > 0) problems.push(`${file}: ${wider}px wider than the viewport`);
          await checkAccessibilityAt(page, width, file, problems);
          await saveShot(page, file);
          // Every route at 320 px and with 200 % text (WCAG 1.4.10, 1.4.4), once per language.
          if (width === WIDTHS[0] && scheme === schemesToCheck(lang)[0]) {
            problems.push(...(await reflowEveryWay(page, `${screen.name}-${lang}`, { width, height: 860 })));
          }
          count += 1;
        }
      }
    }
    return count;
  }

  describe.each(LANGS)('in %s', (lang) => {
    it('the account screens, for a visitor', async () => {
      const count = await shoot(visitor.page, VISITOR_SCREENS, lang);
      expect(count).toBe(VISITOR_SCREENS.length * schemesToCheck(lang).length * WIDTHS.length);
      expect(await visitor.page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    });

    it('the member screens, signed in, with the open menus', async () => {
      const { page } = member;
      const count = await shoot(page, MEMBER_SCREENS, lang);
      expect(count).toBe(MEMBER_SCREENS.length * schemesToCheck(lang).length * WIDTHS.length);
      // The notifications bell at 1280, the navigation drawer at 390.
      await show(page, { name: 'home', path: '/' });
      await page.getByRole('button', { name: lang === 'ar' ? 'الإشعارات' : 'Notifications' }).click();
      await page.getByText(TEXT[lang].noNotifications, { exact: true }).waitFor();
      await page.waitForTimeout(300); // the popover's fade-in
      await saveShot(page, `notifications-${lang}-dark-390.png`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'ar' ? 'افتح القائمة' : 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await page.waitForTimeout(300); // the drawer's slide-in
      await saveShot(page, `menu-${lang}-dark-390.png`, { fullPage: false });
      // It slides in on the side of the menu button: the right in Arabic, the left in English.
      const box = await drawer.boundingBox();
      if (lang === 'ar') expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(385);
      else expect(box?.x).toBeLessThan(5);
      await page.keyboard.press('Escape');
    });
  });
});
