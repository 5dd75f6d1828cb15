/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAvatars from '../apps/web/src/locales/ar/avatars.json';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import { loginViaUi, PLAYER, type Lang } from './support/app.js';
import type { TestQuestion } from './support/games.js';
import { createGame, GAME_NAME, QUESTIONS } from './support/live-game.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { numberIn, percentIn, withoutMarks } from './support/text.js';

/**
 * The host's settings and controls the main live suite does not play: questions only on the big
 * screen (players see the answer shapes), a late joiner, and "End quiz" after a confirmation
 * dialog used with the keyboard alone.
 */

const TEXT = {
  en: {
    enter: 'Enter',
    nickname: 'Nickname',
    joinGame: 'Join game',
    youAreIn: "You're in!",
    lookAtHost: "Read the question on the host's screen.",
    waitingForNext: 'Waiting for the next question…',
    waitingForHost: 'Waiting for the host',
    correct: 'Correct answer',
    send: 'Send answer',
    performance: 'Your performance',
    shapes: { triangle: 'Triangle', diamond: 'Diamond', circle: 'Circle', square: 'Square' },
    avatar: 'Cat',
    rankOf: (rank: number, players: number) => `${rank} of ${players}`,
  },
  ar: {
    enter: arCommon.join.submit,
    nickname: arLive.join.nickname,
    joinGame: arLive.join.submit,
    youAreIn: arLive.player.youAreIn,
    lookAtHost: arLive.player.lookAtHost,
    waitingForNext: arLive.player.waitingForNext,
    waitingForHost: arLive.player.waitingForHost,
    correct: arLive.reveal.correct,
    send: arLive.player.submit,
    performance: arLive.final.performance,
    shapes: arLive.shapes,
    avatar: arAvatars.rocket,
    rankOf: (rank: number, players: number) => `${numberIn(rank, 'ar')} من ${numberIn(players, 'ar')}`,
  },
} as const;

const HOST = {
  showQuestions: "Questions on players' devices",
  readingTime: 'Reading time',
  answerTime: 'Answer time',
  create: 'Host live game',
  start: 'Start',
  next: 'Next question',
  endQuiz: 'End quiz',
  endTitle: 'End the quiz?',
  cancel: 'Cancel',
};

const problems = problemsCheckedAfterEach();
const shoot = (page: Page, screen: string) =>
  shootEveryWay(page, `live-${screen}`, problems, { isDialog: true });

/** Every text of a question a player must not see when the host keeps questions on the big screen. */
const textsOf = (question: TestQuestion, lang: Lang) => [
  question.text[lang],
  ...question.choices.map((choice) => choice.text[lang]),
];

describe('a live game with questions on the big screen only, a late joiner, and "End quiz"', () => {
  const app = useAppSuite();
  let gameId: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    gameId = await createGame(app().server.url);
  });

  async function join(pin: string, lang: Lang, nickname: string): Promise<Page> {
    const t = TEXT[lang];
    const { page } = await app().open({ language: lang });
    await page.goto(url(`/join?pin=${pin}`));
    await page.getByRole('button', { name: t.enter, exact: true }).click();
    await page.waitForURL(url(`/join-game?pin=${pin}`));
    await page.getByLabel(t.nickname).fill(nickname);
    await page.getByRole('radio', { name: t.avatar, exact: true }).click();
    await page.getByRole('button', { name: t.joinGame }).click();
    return page;
  }

  /** The player's screen holds none of the question's texts, in either language. */
  async function expectShapesOnly(page: Page, question: TestQuestion) {
    const body = (await page.locator('main').textContent()) ?? '';
    for (const text of [...textsOf(question, 'en'), ...textsOf(question, 'ar')])
      expect(body, `"${text}" is on a player's screen`).not.toContain(text);
    expect(await page.getByTestId('question-text').count()).toBe(0);
  }

  it('players see only the shapes, a late joiner starts at the next question, the host ends after confirming', async () => {
    const [q1, q2] = QUESTIONS as [TestQuestion, TestQuestion];
    const { page: host } = await app().open({ language: 'en' });
    await loginViaUi(host, app().server.url, PLAYER);
    await host.goto(url(`/categories/kahoot/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME_NAME.en }).waitFor();
    await host.getByLabel(HOST.readingTime).fill('0');
    await host.getByLabel(HOST.answerTime).fill('60');
    const showQuestions = host.getByRole('switch', { name: HOST.showQuestions });
    expect(await showQuestions.isChecked()).toBe(true);
    await showQuestions.uncheck();
    expect(await showQuestions.isChecked()).toBe(false);
    await host.getByRole('button', { name: HOST.create }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;

    const amal = await join(pin, 'en', 'Amal');
    await amal.getByRole('heading', { level: 1, name: TEXT.en.youAreIn }).waitFor();
    await host.getByText('Participants: 1', { exact: true }).waitFor();
    await host.getByRole('button', { name: HOST.start, exact: true }).click();

    // Question 1: the host's screen has the question and its choices; Amal's only the shapes.
    await host.getByTestId('host-question-text').filter({ hasText: q1.text.en }).waitFor();
    for (const choice of q1.choices)
      await host.locator('[data-shape]').filter({ hasText: choice.text.en }).waitFor();
    await amal.waitForURL(url(`/game/${pin}/play`));
    await amal.getByText(TEXT.en.lookAtHost, { exact: true }).waitFor();
    const shapes = ['triangle', 'diamond', 'circle', 'square'] as const;
    for (const shape of shapes)
      await amal.getByRole('button', { name: TEXT.en.shapes[shape], exact: true }).waitFor();
    await expectShapesOnly(amal, q1);
    await shoot(amal, 'player-question-shapes');

    // Badr joins while the question is open (late join is on): he waits for the next one.
    const badr = await join(pin, 'ar', 'بدر');
    await badr.waitForURL(url(`/game/${pin}/play`));
    await badr.getByText(TEXT.ar.waitingForNext, { exact: true }).waitFor();
    expect(await badr.getByRole('button', { name: TEXT.ar.shapes.diamond }).count()).toBe(0);
    await host.getByTestId('answers-count').filter({ hasText: '0 / 1' }).waitFor();

    // Amal taps the diamond (choice b, the right one); she was the only one to play it.
    await amal.getByRole('button', { name: TEXT.en.shapes.diamond, exact: true }).click();
    await amal.getByRole('heading', { level: 1, name: TEXT.en.correct, exact: true }).waitFor();
    // Ranked among everyone in the game, Badr (0 points so far) included.
    expect(await amal.locator('[data-stat="rank"] dd').textContent()).toBe(TEXT.en.rankOf(1, 2));
    await badr.locator('p', { hasText: TEXT.ar.waitingForHost }).first().waitFor();
    expect(await badr.locator('[data-verdict]').count()).toBe(0);
    expect(await badr.getByTestId('my-score').textContent()).toBe('٠');

    // Question 2 (several answers): Badr plays it, by shapes, in Arabic; Amal does not answer.
    await host.getByRole('button', { name: HOST.next }).click();
    await host.getByTestId('host-question-text').filter({ hasText: q2.text.en }).waitFor();
    await badr.getByText(TEXT.ar.lookAtHost, { exact: true }).waitFor();
    await expectShapesOnly(badr, q2);
    await shoot(badr, 'player-question-shapes');
    await badr.getByRole('checkbox', { name: TEXT.ar.shapes.triangle, exact: true }).check();
    await badr.getByRole('button', { name: TEXT.ar.send }).click();
    await host.getByTestId('answers-count').filter({ hasText: '1 / 2' }).waitFor();

    // "End quiz", with the keyboard only: the dialog opens on Cancel, Escape closes it.
    const endButton = host.getByRole('button', { name: HOST.endQuiz, exact: true });
    await endButton.focus();
    await host.keyboard.press('Enter');
    const dialog = host.getByRole('dialog', { name: HOST.endTitle });
    await dialog.waitFor();
    const focused = () => host.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    await expect.poll(focused).toBe(HOST.cancel);
    await shoot(host, 'host-end-confirm');
    await host.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await host.getByTestId('host-question-text').filter({ hasText: q2.text.en }).waitFor();
    await endButton.focus();
    await host.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(focused).toBe(HOST.cancel);
    await host.keyboard.press('Tab');
    await expect.poll(focused).toBe(HOST.endQuiz);
    await host.keyboard.press('Enter');

    // The final scoreboard: everyone ranked 1..N, the open question's answer counted.
    await host.getByTestId('podium').waitFor();
    const rows = host.getByTestId('rank-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/^Rank 1.*Amal/);
    expect(await rows.nth(1).textContent()).toMatch(/^Rank 2.*بدر/);
    await amal.getByRole('heading', { level: 1, name: TEXT.en.performance }).waitFor();
    expect(await amal.locator('[data-stat="correct"] dd').textContent()).toBe('1');
    expect(await amal.locator('[data-stat="wrong"] dd').textContent()).toBe('1');
    expect(await amal.locator('[data-stat="rank"] dd').textContent()).toBe(TEXT.en.rankOf(1, 2));
    await badr.getByRole('heading', { level: 1, name: TEXT.ar.performance }).waitFor();
    // Numbers in Arabic-Indic digits on an Arabic screen.
    expect(await badr.locator('[data-stat="score"] dd').textContent()).toBe(numberIn(0, 'ar'));
    expect(await badr.locator('[data-stat="correct"] dd').textContent()).toBe(numberIn(0, 'ar'));
    expect(await badr.locator('[data-stat="wrong"] dd').textContent()).toBe(numberIn(1, 'ar'));
    expect(withoutMarks(await badr.locator('[data-stat="accuracy"] dd').textContent())).toBe(
      percentIn(0, 'ar'),
    );
    expect(await badr.locator('[data-stat="rank"] dd').textContent()).toBe(TEXT.ar.rankOf(2, 2));
    await shoot(badr, 'player-performance-late');
    // Nothing wider than the viewport, and what axe finds against WCAG A/AA.
    expect(problems).toEqual([]);
  }, 180_000);
});
