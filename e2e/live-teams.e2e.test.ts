/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import enLive from '../apps/web/src/locales/en/live.json';
import { loginViaUi, PLAYER, type Lang } from './support/app.js';
import type { TestQuestion } from './support/games.js';
import { createGame, GAME_NAME, QUESTIONS } from './support/live-game.js';
import {
  checkAccessibilityAt,
  problemsCheckedAfterEach,
  saveShot,
  shootEveryWay,
} from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { numberIn } from './support/text.js';

/**
 * Teams in a live game: the host picks "I assign them" in the lobby and puts three players (one
 * on an Arabic phone) in two teams; nobody picks an avatar, and each gets a different one. The
 * reveal shows the team leaderboard, each phone its own result and its team, the end the team
 * podium. Team score: the average of the members' points per question (docs/domain.md).
 */

const TEXT = {
  en: {
    enter: 'Enter',
    nickname: enLive.join.nickname,
    joinGame: enLive.join.submit,
    youAreIn: enLive.player.youAreIn,
    correct: enLive.reveal.correct,
    wrong: enLive.reveal.wrong,
    yourTeam: (team: string) => `Your team: ${team}`,
  },
  ar: {
    enter: arCommon.join.submit,
    nickname: arLive.join.nickname,
    joinGame: arLive.join.submit,
    youAreIn: arLive.player.youAreIn,
    correct: arLive.reveal.correct,
    wrong: arLive.reveal.wrong,
    yourTeam: (team: string) => `فريقك: ${team}`,
  },
} as const;

const HOST = {
  create: 'Host live game',
  start: 'Start',
  readingTime: 'Reading time',
  answerTime: 'Answer time',
  teamMode: enLive.teams.modes.host,
  teamOf: (nickname: string) => `Team of ${nickname}`,
  final: enLive.host.showFinal,
  next: enLive.host.next,
};

const problems = problemsCheckedAfterEach();

/**
 * The player's light page (no Mantine) reads its colour scheme once, when it loads: each scheme
 * is set the way that page sets it, then the phone and desktop widths are shot and checked.
 */
async function shootPlayer(page: Page, screen: string) {
  const lang = (await page.getAttribute('html', 'lang')) ?? 'xx';
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.setAttribute('data-mantine-color-scheme', value);
      document.documentElement.style.colorScheme = value;
    }, scheme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const file = `${screen}-${lang}-${scheme}-${width}.png`;
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wider > 0) problems.push(`${file}: ${wider}px wider than the viewport`);
      await checkAccessibilityAt(page, width, file, problems);
      await saveShot(page, file);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

interface Player {
  page: Page;
  lang: Lang;
  nickname: string;
}

describe('a live game of teams', () => {
  const app = useAppSuite();
  let gameId: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    gameId = await createGame(app().server.url);
  });

  /** Joins without picking an avatar: the server gives one nobody has yet. */
  async function join(pin: string, lang: Lang, nickname: string): Promise<Player> {
    const t = TEXT[lang];
    const { page } = await app().open({ language: lang, viewport: { width: 390, height: 844 } });
    await page.goto(url(`/join?pin=${pin}`));
    await page.getByRole('button', { name: t.enter, exact: true }).click();
    await page.waitForURL(url(`/join-game?pin=${pin}`));
    await page.getByLabel(t.nickname).fill(nickname);
    await page.getByRole('button', { name: t.joinGame }).click();
    await page.getByRole('heading', { level: 1, name: t.youAreIn }).waitFor();
    return { page, lang, nickname };
  }

  async function answer(player: Player, question: TestQuestion, key: string) {
    const { page, lang } = player;
    await page.getByTestId('question-text').filter({ hasText: question.text[lang] }).waitFor();
    const text = question.choices.find((choice) => choice.key === key)!.text[lang];
    await page.getByRole('button', { name: text }).click();
  }

  async function setHostLanguage(host: Page, lang: Lang) {
    await host.evaluate((value) => {
      localStorage.setItem('language', value);
    }, lang);
    await host.reload();
    await host.getByRole('heading', { name: GAME_NAME[lang] }).first().waitFor();
  }

  it('forms host-assigned teams, ranks them between questions and puts them on a podium', async () => {
    const [q1] = QUESTIONS as [TestQuestion];
    const { page: host } = await app().open({ language: 'en' });
    await loginViaUi(host, app().server.url, PLAYER);
    await host.goto(url(`/categories/kahoot/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME_NAME.en }).waitFor();
    await host.getByLabel(HOST.readingTime).fill('0');
    await host.getByLabel(HOST.answerTime).fill('60');
    await host.getByRole('button', { name: HOST.create }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;

    const amal = await join(pin, 'en', 'Amal');
    const badr = await join(pin, 'ar', 'بدر');
    const chen = await join(pin, 'en', 'Chen');
    await expect.poll(() => host.getByTestId('participant').count()).toBe(3);
    // Nobody picked an avatar: three different faces.
    const avatars = await host
      .getByTestId('participant')
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelector('[data-avatar]')?.getAttribute('data-avatar')),
      );
    expect(new Set(avatars).size).toBe(3);

    // The host chooses to assign the teams, and puts Amal in A, Badr and Chen in B.
    await host.getByRole('radio', { name: HOST.teamMode }).check();
    await host.getByRole('combobox', { name: HOST.teamOf('Amal') }).waitFor();
    await host.getByRole('combobox', { name: HOST.teamOf('Amal') }).selectOption('A');
    await host.getByRole('combobox', { name: HOST.teamOf('بدر') }).selectOption('B');
    await host.getByRole('combobox', { name: HOST.teamOf('Chen') }).selectOption('B');
    await expect.poll(() => host.getByRole('combobox', { name: HOST.teamOf('Chen') }).inputValue()).toBe('B');
    await shootEveryWay(host, 'live-teams-lobby', problems);
    await setHostLanguage(host, 'ar');
    await host.getByTestId('teams-assign').waitFor();
    await shootEveryWay(host, 'live-teams-lobby', problems);
    await setHostLanguage(host, 'en');

    // Question 1: Amal (A) right, Badr (B) right, Chen (B) wrong.
    await host.getByRole('button', { name: HOST.start, exact: true }).click();
    await answer(amal, q1, 'b');
    await answer(badr, q1, 'b');
    await answer(chen, q1, 'a');
    await amal.page.getByRole('heading', { level: 1, name: TEXT.en.correct, exact: true }).waitFor();
    await badr.page.getByRole('heading', { level: 1, name: TEXT.ar.correct, exact: true }).waitFor();
    await chen.page.getByRole('heading', { level: 1, name: TEXT.en.wrong, exact: true }).waitFor();

    // The team leaderboard: A has Amal's points; B the mean of Badr's and Chen's (0).
    const board = host.getByTestId('team-leaderboard');
    await board.waitFor();
    const rows = board.getByTestId('team-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/Team A/);
    expect(await rows.nth(1).textContent()).toMatch(/Team B/);
    const amalScore = Number(await amal.page.getByTestId('my-score').textContent());
    const badrScore = Number(
      (await badr.page.getByTestId('my-score').textContent())!.replace(/[٠-٩]/g, (digit) =>
        String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)),
      ),
    );
    expect(await rows.nth(0).textContent()).toContain(`${amalScore} team points`);
    expect(await rows.nth(1).textContent()).toContain(`${Math.round(badrScore / 2)} team points`);

    // Each phone: its own verdict and score, and its team.
    await amal.page
      .getByTestId('your-team')
      .filter({ hasText: TEXT.en.yourTeam('Team A') })
      .waitFor();
    await chen.page
      .getByTestId('your-team')
      .filter({ hasText: TEXT.en.yourTeam('Team B') })
      .waitFor();
    const badrTeam = badr.page.getByTestId('your-team');
    await badrTeam.filter({ hasText: TEXT.ar.yourTeam('الفريق B') }).waitFor();
    expect(await badrTeam.textContent()).toContain(
      `${numberIn(Math.round(badrScore / 2), 'ar')} نقطة للفريق`,
    );
    await shootPlayer(badr.page, 'live-teams-player-reveal');

    // The end: the team podium above the players' podium.
    await host.getByRole('button', { name: 'End quiz', exact: true }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'End quiz' }).click();
    const podium = host.getByTestId('team-podium');
    await podium.waitFor();
    const places = podium.getByRole('listitem');
    expect(await places.count()).toBe(2);
    expect(await places.nth(0).getAttribute('data-rank')).toBe('1');
    expect(await places.nth(0).textContent()).toContain(
      amalScore >= Math.round(badrScore / 2) ? 'Team A' : 'Team B',
    );
    await host.getByTestId('podium').waitFor();
    await shootEveryWay(host, 'live-teams-podium', problems);
    await setHostLanguage(host, 'ar');
    await host.getByTestId('team-podium').waitFor();
    await shootEveryWay(host, 'live-teams-podium', problems);
    expect(problems).toEqual([]);
  }, 240_000);
});
