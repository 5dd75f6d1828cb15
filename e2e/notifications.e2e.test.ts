/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arNotifications from '../apps/web/src/locales/ar/notifications.json';
import enNotifications from '../apps/web/src/locales/en/notifications.json';
import {
  ADMIN,
  SERVER_ENV,
  createAccountViaApi,
  expectToast,
  loginViaApi,
  loginViaUi,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { apiData } from './support/games.js';
import { GAME_NAME, createGame } from './support/live-game.js';
import { shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const PASSWORD = 'Secret123';

/** The spec's English to the letter; Arabic from the app's catalogs. */
const TEXT = {
  en: {
    bell: 'Notifications',
    empty: "You don't have any notifications",
    markAllRead: enNotifications.markAllRead,
    newToast: enNotifications.newToast,
  },
  ar: {
    bell: arCommon.notifications.label,
    empty: arCommon.notifications.empty,
    markAllRead: arNotifications.markAllRead,
    newToast: arNotifications.newToast,
  },
} as const;

/** The open popover (in the viewport), in both colour schemes and at both widths. */
const shoot = (page: Page, screen: string, problems: string[], isFullPage = false) =>
  shootEveryWay(page, `notifications-${screen}`, problems, {
    height: 800,
    isDialog: !isFullPage,
    settleMs: 250, // the popover repositions after a resize
  });

const badge = (page: Page) => page.getByTestId('notifications-badge');
const bell = (page: Page, lang: Lang) => page.getByRole('button', { name: TEXT[lang].bell });

describe('notifications: the bell, live delivery and the list', () => {
  // WEB_DIST_DIR: a copy of the built web, so a rebuild by someone else mid-run changes nothing.
  const app = useAppSuite({
    ...SERVER_ENV,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  });
  let gameId: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    gameId = await createGame(app().server.url);
  });

  it('a host invites a signed-in player from the lobby: the invitation arrives live, with no reload, and leads to the join page', async () => {
    const email = uniqueEmail('invitee');
    await createAccountViaApi(app().server.url, email, PASSWORD);
    const { page: invitee } = await app().open({ language: 'en' });
    await loginViaUi(invitee, app().server.url, { email, password: PASSWORD });
    expect(await badge(invitee).count()).toBe(0);
    await bell(invitee, 'en').click();
    await invitee.getByText(TEXT.en.empty, { exact: true }).waitFor();
    await invitee.keyboard.press('Escape');
    await invitee.getByText(TEXT.en.empty, { exact: true }).waitFor({ state: 'hidden' });
    // A toast under the pointer stays (Mantine pauses it on hover): the pointer leaves the header.
    await invitee.mouse.move(200, 500);
    // Anything that reloads the page would drop this.
    await invitee.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // An admin host finds anyone by email (a player host would see only people of their own
    // company, group or department, by name).
    const { page: host } = await app().open({ language: 'en' });
    await loginViaUi(host, app().server.url, ADMIN);
    await host.goto(url(`/categories/kahoot/${gameId}`));
    await host.getByLabel('Reading time').fill('0');
    await host.getByRole('button', { name: 'Host live game' }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;
    await host.getByTestId('game-pin').waitFor();
    const search = host.getByPlaceholder(enNotifications.invite.placeholder);
    await search.fill(email.slice(0, 12));
    await host.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    await host.keyboard.press('Escape');
    const problems: string[] = [];
    await shoot(host, 'host-invite', problems, true);
    expect(problems).toEqual([]);
    await host.getByRole('button', { name: enNotifications.invite.send }).click();
    await expectToast(host, 'Invitations sent: 1');

    await expect.poll(() => badge(invitee).getAttribute('data-count')).toBe('1');
    const arrived = await expectToast(invitee, TEXT.en.newToast);
    expect(await arrived.textContent()).toContain(`Game PIN: ${pin}`);
    // The toast sits over the bell for its 2 seconds.
    await arrived.waitFor({ state: 'hidden', timeout: 10_000 });
    await invitee.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const item = invitee.getByTestId('notification-item').first();
    await expect.poll(() => item.textContent()).toContain(`Game PIN: ${pin}`);
    expect(await item.textContent()).toContain(GAME_NAME.en);
    expect(await invitee.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    await item.click();
    await invitee.waitForURL(url(`/join-game?pin=${pin}`));
    await expect.poll(() => badge(invitee).count()).toBe(0);

    // The host's lobby with the invitation box, in Arabic too.
    await host.evaluate(() => {
      localStorage.setItem('language', 'ar');
    });
    await host.reload();
    await host.getByRole('heading', { name: arNotifications.invite.title }).waitFor();
    expect(await host.getAttribute('html', 'dir')).toBe('rtl');
    await shoot(host, 'host-invite', problems, true);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'ar'] as const)(
    'lists quiz results and invitations newest first in %s, marks all read, and is shot in light and dark',
    async (lang) => {
      const problems: string[] = [];
      const base = app().server.url;
      const email = uniqueEmail(`list-${lang}`);
      await createAccountViaApi(base, email, PASSWORD);
      const token = await loginViaApi(base, email, PASSWORD);
      // A failed quiz: started and finished with no answers.
      const attempt = await apiData(base, token, 'POST', `/games/${gameId}/attempts`, {});
      await apiData(base, token, 'POST', `/attempts/${String(attempt.id)}/finish`, {});
      // An invitation from an admin's session.
      const adminToken = await loginViaApi(base, ADMIN.email, ADMIN.password);
      const session = await apiData(base, adminToken, 'POST', '/live/sessions', {
        source: { kind: 'game', game_id: gameId },
      });
      const users = (await apiData(
        base,
        adminToken,
        'GET',
        `/live/sessions/${String(session.pin)}/invitees?q=${encodeURIComponent(email)}`,
      )) as unknown as { id: string }[];
      await apiData(base, adminToken, 'POST', `/live/sessions/${String(session.pin)}/invitations`, {
        user_ids: users.map((user) => user.id),
      });

      const { page } = await app().open({ language: lang });
      await loginViaUi(page, base, { email, password: PASSWORD }, lang);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await expect
        .poll(async () => Number(await badge(page).getAttribute('data-count')))
        .toBeGreaterThanOrEqual(2);
      // Arabic writes the count in Arabic-Indic digits.
      expect(await badge(page).textContent()).toBe(lang === 'ar' ? '٢' : '2');
      // The sign-in toast is gone before the pictures are taken.
      await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0);
      await bell(page, lang).first().click();
      const items = page.getByTestId('notification-item');
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
      const texts = await items.allTextContents();
      const title = lang === 'ar' ? GAME_NAME.ar : GAME_NAME.en;
      expect(texts[0]).toContain(String(session.pin));
      expect(texts.some((text) => text.includes(title))).toBe(true);
      await shoot(page, 'list', problems);

      await page.getByRole('button', { name: TEXT[lang].markAllRead }).click();
      await expect.poll(() => badge(page).count()).toBe(0);
      expect(await page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(0);
      await shoot(page, 'all-read', problems);
      expect(problems).toEqual([]);
    },
  );

  it.each(['en', 'ar'] as const)('shows the empty list in %s, by mouse and by keyboard', async (lang) => {
    const problems: string[] = [];
    const email = uniqueEmail(`empty-${lang}`);
    await createAccountViaApi(app().server.url, email, PASSWORD);
    const { page } = await app().open({ language: lang });
    await loginViaUi(page, app().server.url, { email, password: PASSWORD }, lang);
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0);
    await bell(page, lang).click();
    await page.getByText(TEXT[lang].empty, { exact: true }).waitFor();
    await shoot(page, 'empty', problems);
    expect(problems).toEqual([]);

    // By keyboard: Escape closes and gives the focus back to the bell; Enter opens it again.
    await page.keyboard.press('Escape');
    await page.getByText(TEXT[lang].empty, { exact: true }).waitFor({ state: 'hidden' });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe(TEXT[lang].bell);
    await page.keyboard.press('Enter');
    await page.getByText(TEXT[lang].empty, { exact: true }).waitFor();
  });
});
