/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arLive from '../apps/web/src/locales/ar/live.json';
import { loginViaUi, PLAYER, type Lang } from './support/app.js';
import { accessibilityFailures } from './support/axe.js';
import { apiData, publishGame, type TestQuestion } from './support/games.js';
import { QUESTIONS } from './support/live-game.js';
import { SHOTS_DIR, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/**
 * Hosting as a new host meets it: "Host live" on a game's details page and in its category, the
 * games to host on /host with a search, then presenter mode at 1920 × 1080 (full screen, no site
 * chrome, the join banner) driven by the keyboard alone, with the screen reader's view of it
 * asserted: what the live region says and where focus is after Start and Next.
 */

const GAME = { en: 'Presenter Drill', ar: 'تمرين العرض' };
const [Q1, , Q2] = QUESTIONS as [TestQuestion, TestQuestion, TestQuestion];

const T = {
  hostLive: 'Host live',
  hostNamed: `Host live: ${GAME.en}`,
  searchCategory: 'Search games in this category',
  searchHost: 'Search games to host',
  readingTime: 'Reading time',
  answerTime: 'Answer time',
  create: 'Host live game',
  presenter: 'Presenter mode',
  nickname: 'Nickname',
  avatar: 'Cat',
  joinGame: 'Join game',
  youAreIn: "You're in!",
};

/** What the host's polite live region says now. */
const announced = (page: Page) => page.getByTestId('host-announcer').textContent();

/** The test id of the focused element, or the tag when it has none ("BODY" if focus dropped). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('data-testid') ?? active?.tagName ?? 'none';
  });

/** Photographs the presenter screen in both languages and schemes at both projector sizes. */
async function shootPresenter(page: Page, screen: string, shots: string[]) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const lang of ['en', 'ar'] as Lang[]) {
    await page.evaluate((value) => {
      localStorage.setItem('language', value);
    }, lang);
    await page.reload();
    await page.getByTestId('host-phase').waitFor();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe(scheme);
      for (const [width, height] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(SHOTS_DIR, `${screen}-${lang}-${scheme}-${width}x${height}.png`);
        await page.screenshot({ path: file });
        shots.push(file);
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
  });
  await page.reload();
  await page.getByTestId('host-phase').waitFor();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
}

describe('hosting a game live, from where people meet it, on a projector', () => {
  const app = useAppSuite();
  let gameId: string;
  let categoryId: string;
  let adminToken: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    const game = await publishGame(app().server.url, {
      keyPrefix: 'e2e-hosting',
      name: GAME,
      description: { en: 'Two quick questions on a big screen.', ar: 'سؤالان سريعان على شاشة كبيرة.' },
      passScore: 50,
      questions: [Q1, Q2],
    });
    gameId = game.id;
    categoryId = game.categoryId;
    adminToken = game.adminToken;
  });

  it('finds the game from its details page, its category and /host, then runs it in presenter mode by keyboard', async () => {
    const { page: host } = await app().open({ language: 'en', reducedMotion: 'reduce' });
    await loginViaUi(host, app().server.url, PLAYER);

    // A game's details page offers "Host live" beside Start; it leads to the live settings.
    await host.goto(url(`/categories/${categoryId}/games/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME.en }).waitFor();
    const problems: string[] = [];
    await shootEveryWay(host, 'hosting-game-details', problems);
    await host.getByRole('link', { name: T.hostLive, exact: true }).click();
    await host.waitForURL(url(`/categories/kahoot/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME.en }).waitFor();

    // In its category's list, each interactive game has its own "Host … live".
    await host.goto(url(`/categories/${categoryId}`));
    await host.getByLabel(T.searchCategory).fill(GAME.en);
    await shootEveryWay(host, 'hosting-category-list', problems);
    await host.getByRole('link', { name: T.hostNamed, exact: true }).click();
    await host.waitForURL(url(`/categories/kahoot/${gameId}`));

    // /host lists every game the person may host (the content pack's and this one), with search.
    await host.goto(url('/host'));
    const found = host.getByText(/^Games found: \d+$/);
    await found.waitFor();
    const total = Number(/\d+/.exec((await found.textContent()) ?? '')?.[0]);
    const interactive = await apiData(
      app().server.url,
      adminToken,
      'GET',
      '/games?type=interactive&per_page=1',
    );
    expect(total).toBe(interactive.total);
    expect(total).toBeGreaterThan(20);
    await host.getByLabel(T.searchHost).fill('Presenter Dri');
    await host.getByText('Games found: 1', { exact: true }).waitFor();
    expect(await host.getByTestId('hostable-game').count()).toBe(1);
    await shootEveryWay(host, 'hosting-host-page', problems);
    expect(problems).toEqual([]);
    await host.getByRole('link', { name: T.hostNamed, exact: true }).click();
    await host.waitForURL(url(`/categories/kahoot/${gameId}`));

    await host.getByLabel(T.readingTime).fill('0');
    await host.getByLabel(T.answerTime).fill('60');
    await host.getByRole('button', { name: T.create }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;

    // Presenter mode at 1920 × 1080: full screen, no header, bell or footer, the join banner.
    await host.setViewportSize({ width: 1920, height: 1080 });
    await host.getByRole('button', { name: T.presenter }).click();
    await host.waitForURL(url(`/host/${pin}?presenter=1`));
    await host.getByTestId('presenter').waitFor();
    await expect.poll(() => host.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    expect(await host.locator('header, footer').count()).toBe(0);
    const banner = host.getByTestId('presenter-join-banner');
    expect(await banner.getAttribute('data-scan-url')).toBe(url(`/join-game?pin=${pin}`));
    const pinText = host.getByTestId('presenter-pin');
    expect(await pinText.textContent()).toBe(`${pin.slice(0, 3)} ${pin.slice(3)}`);
    const pinPixels = await pinText.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(pinPixels).toBeGreaterThanOrEqual(110);
    expect(await host.getByTestId('presenter-qr').count()).toBe(1);
    expect(await accessibilityFailures(host, 'presenter-lobby')).toEqual([]);

    // A player scans the code: the QR's link is the nickname step itself.
    const { page: player } = await app().open({ language: 'en', viewport: { width: 390, height: 844 } });
    await player.goto(url(`/join-game?pin=${pin}`));
    await player.getByLabel(T.nickname).fill('Amal');
    await player.getByRole('radio', { name: T.avatar, exact: true }).click();
    await player.getByRole('button', { name: T.joinGame }).click();
    await player.getByRole('heading', { level: 1, name: T.youAreIn }).waitFor();
    await host.getByText('Participants: 1', { exact: true }).waitFor();
    const shots: string[] = [];
    await shootPresenter(host, 'presenter-lobby', shots);
    await host.evaluate(() => document.documentElement.requestFullscreen()).catch(() => undefined);

    // Space starts the game; focus lands on the new screen, and the live region says what it is.
    await expect.poll(() => host.getByRole('button', { name: 'Start', exact: true }).isEnabled()).toBe(true);
    await host.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await host.keyboard.press('Space');
    await host.getByTestId('host-question-text').filter({ hasText: Q1.text.en }).waitFor();
    await expect.poll(() => announced(host)).toBe(`Question 1 of 2: ${Q1.text.en}`);
    expect(await focused(host)).toBe('host-phase');
    expect(await host.getByTestId('host-phase').getAttribute('data-phase')).toBe('question:0');
    // Late joining is on: a small join strip stays on the screen during the question.
    await host.getByTestId('late-join-banner').waitFor();
    expect(await accessibilityFailures(host, 'presenter-question')).toEqual([]);
    await shootPresenter(host, 'presenter-question', shots);

    // The player answers; the reveal is announced; → moves to the next question.
    await player.getByTestId('question-text').filter({ hasText: Q1.text.en }).waitFor();
    await player.getByRole('button', { name: Q1.choices[1]!.text.en }).click();
    await expect.poll(() => announced(host)).toBe('Time is up. Results of question 1 of 2.');
    await host.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await host.keyboard.press('ArrowRight');
    await host.getByTestId('host-question-text').filter({ hasText: Q2.text.en }).waitFor();
    await expect.poll(() => announced(host)).toBe(`Question 2 of 2: ${Q2.text.en}`);
    expect(await focused(host)).toBe('host-phase');

    // Esc leaves full screen; the host's controls stay.
    if (await host.evaluate(() => document.fullscreenElement !== null)) {
      await host.keyboard.press('Escape');
      await host.evaluate(() => (document.fullscreenElement ? document.exitFullscreen() : undefined));
    }
    expect(await host.evaluate(() => document.fullscreenElement)).toBeNull();

    // A second window of the host page (the same browser holds the host key) drives the game too,
    // here at a phone's width: the controls fit without sideways scrolling.
    const second = await host.context().newPage();
    await second.setViewportSize({ width: 390, height: 844 });
    await second.goto(url(`/host/${pin}`));
    await second.getByTestId('host-question-text').filter({ hasText: Q2.text.en }).waitFor();
    const wider = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wider).toBeLessThanOrEqual(0);
    if (SHOTS_DIR) {
      for (const lang of ['en', 'ar'] as Lang[]) {
        for (const scheme of ['light', 'dark'] as const) {
          await second.evaluate((value) => {
            localStorage.setItem('language', value);
          }, lang);
          await second.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await second.reload();
          await second.getByTestId('host-question-text').waitFor();
          await second.screenshot({
            path: path.join(SHOTS_DIR, `host-controls-${lang}-${scheme}-390.png`),
            fullPage: true,
          });
        }
      }
      await second.evaluate(() => {
        localStorage.setItem('language', 'en');
      });
      await second.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await second.reload();
    }

    // "Control from your phone" shows, on request, a code that hands the host's seat to a phone.
    await second.getByRole('button', { name: 'Control from your phone' }).click();
    await second.getByTestId('phone-control-qr').waitFor();
    expect(await accessibilityFailures(second, 'phone-control-dialog')).toEqual([]);
    if (SHOTS_DIR)
      await second.screenshot({ path: path.join(SHOTS_DIR, 'phone-control-dialog-en-light-390.png') });
    await second.keyboard.press('Escape');
    await second.getByTestId('phone-control-qr').waitFor({ state: 'detached' });

    // The phone (another device, in Arabic) opens that link: the key is kept and leaves the address.
    const hostKey = await host.evaluate((value) => localStorage.getItem(`aq-host:${value}`), pin);
    const { page: phone } = await app().open({ language: 'ar', viewport: { width: 390, height: 844 } });
    await phone.goto(url(`/host/${pin}#host-key=${hostKey}`));
    await phone.getByTestId('host-question-text').filter({ hasText: Q2.text.ar }).waitFor();
    expect(new URL(phone.url()).hash).toBe('');
    await player.getByTestId('question-text').filter({ hasText: Q2.text.en }).waitFor();
    await player.getByRole('button', { name: Q2.choices[1]!.text.en }).click();
    await phone.getByRole('button', { name: arLive.host.showFinal }).click();
    await host.getByTestId('podium').waitFor();
    await expect.poll(() => announced(host)).toBe('The game is over. Final scoreboard.');
  });
});
