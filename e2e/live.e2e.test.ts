/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERRORS } from '@awarequest/contracts';
import arAvatars from '../apps/web/src/locales/ar/avatars.json';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import enAvatars from '../apps/web/src/locales/en/avatars.json';
import enLive from '../apps/web/src/locales/en/live.json';
import { loginViaApi, loginViaUi, PLAYER, type Lang } from './support/app.js';
import { apiData, type TestQuestion } from './support/games.js';
import { createGame, GAME_NAME, QUESTIONS } from './support/live-game.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { fillText, numberIn, percentIn, withoutMarks } from './support/text.js';

const LIVE_CATALOG = { en: enLive, ar: arLive } as const;

/** The texts on screen: docs/product.md §2/§8 texts written out in English, Arabic from the app's catalogs. */
const LIVE_TEXT = {
  en: {
    enter: 'Enter',
    nickname: 'Nickname',
    extraTime: 'I need extra time',
    joinGame: 'Join game',
    youAreIn: "You're in!",
    waitingForHost: 'Waiting for the host',
    getReady: 'Get ready',
    send: 'Send answer',
    answerSent: 'Answer sent!',
    correct: 'Correct answer',
    wrong: 'Wrong answer',
    incorrect: 'Incorrect!',
    performance: 'Your performance',
    gameDataNotAvailable: 'Game data not available',
    kicked: enLive.player.kicked,
    locked: enLive.join.blocked.locked,
    avatars: enAvatars,
  },
  ar: {
    enter: arCommon.join.submit,
    nickname: arLive.join.nickname,
    extraTime: arLive.join.extendedTime,
    joinGame: arLive.join.submit,
    youAreIn: arLive.player.youAreIn,
    waitingForHost: arLive.player.waitingForHost,
    getReady: arLive.player.getReady,
    send: arLive.player.submit,
    answerSent: arLive.player.answerSent,
    correct: arLive.reveal.correct,
    wrong: arLive.reveal.wrong,
    incorrect: arLive.reveal.incorrect,
    performance: arLive.final.performance,
    gameDataNotAvailable: arCommon.empty.gameDataNotAvailable,
    kicked: arLive.player.kicked,
    locked: arLive.join.blocked.locked,
    avatars: arAvatars,
  },
} as const;

const HOST_TEXT = {
  en: {
    answerTime: 'Answer time',
    readingTime: 'Reading time',
    create: 'Host live game',
    lock: 'Lock',
    unlock: 'Unlock',
    start: 'Start',
    next: 'Next question',
    final: 'Final scoreboard',
    endQuiz: 'End quiz',
    stats: 'Answer statistics',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export Excel',
    reset: 'Reset session',
    kick: (nickname: string) => `Remove ${nickname}`,
  },
  ar: {
    answerTime: arLive.settings.answer_seconds,
    readingTime: arLive.settings.reading_seconds,
    create: arLive.create.submit,
    lock: arLive.host.lock,
    unlock: arLive.host.unlock,
    start: arLive.host.start,
    next: arLive.host.next,
    final: arLive.host.showFinal,
    endQuiz: arLive.host.endQuiz,
    stats: arLive.stats.title,
    exportCsv: arLive.final.exportCsv,
    exportXlsx: arLive.final.exportXlsx,
    reset: arLive.final.reset,
    kick: (nickname: string) => arLive.host.kick.replace('{{nickname}}', nickname),
  },
} as const;

const problems = problemsCheckedAfterEach();
/** `isQuick`: a screen that stays for seconds only is shot as the viewport shows it. */
const shoot = (page: Page, screen: string, isQuick = false) =>
  shootEveryWay(page, `live-${screen}`, problems, { isDialog: isQuick });

interface Player {
  page: Page;
  lang: Lang;
  nickname: string;
}

describe('a live game: one host and three players in their own browsers', () => {
  const app = useAppSuite();
  let gameId: string;

  beforeAll(async () => {
    gameId = await createGame(app().server.url);
  });

  const url = (to: string) => `${app().server.url}${to}`;

  /** A participant joins through /join (the PIN from ?pin=) and /join-game. */
  async function join(
    pin: string,
    lang: Lang,
    nickname: string,
    avatar: keyof typeof LIVE_TEXT.en.avatars,
    options: { isExtended?: boolean; shot?: string } = {},
  ): Promise<Player> {
    const t = LIVE_TEXT[lang];
    const { page } = await app().open({ language: lang });
    await page.goto(url(`/join?pin=${pin}`));
    await page.getByRole('button', { name: t.enter, exact: true }).click();
    await page.waitForURL(url(`/join-game?pin=${pin}`));
    expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(t.nickname).fill(nickname);
    await page.getByRole('radio', { name: t.avatars[avatar], exact: true }).click();
    if (options.isExtended) await page.getByLabel(t.extraTime).check();
    if (options.shot) await shoot(page, options.shot);
    await page.getByRole('button', { name: t.joinGame }).click();
    await page.waitForURL(url(`/game/${pin}/lobby`));
    await page.getByRole('heading', { level: 1, name: t.youAreIn }).waitFor();
    await page.getByText(t.waitingForHost, { exact: true }).waitFor();
    return { page, lang, nickname };
  }

  async function answer(player: Player, question: TestQuestion, keys: string[]) {
    const { page, lang } = player;
    await page.getByTestId('question-text').filter({ hasText: question.text[lang] }).waitFor();
    const texts = keys.map((key) => question.choices.find((choice) => choice.key === key)!.text[lang]);
    if (question.kind === 'multiple') {
      for (const text of texts) await page.getByRole('checkbox', { name: text }).check();
      await page.getByRole('button', { name: LIVE_TEXT[lang].send }).click();
    } else {
      await page.getByRole('button', { name: texts[0] }).click();
    }
    // The last answer closes the question at once, so "answer sent" may already have given way.
    const sent = page.getByText(LIVE_TEXT[lang].answerSent, { exact: true });
    await sent.or(page.locator('[data-verdict]')).first().waitFor();
  }

  async function expectVerdict(player: Player, verdict: 'correct' | 'wrong' | 'incorrect') {
    const { page, lang } = player;
    await page.waitForURL(/\/play$/);
    await page.getByRole('heading', { level: 1, name: LIVE_TEXT[lang][verdict], exact: true }).waitFor();
  }

  async function setHostLanguage(host: Page, lang: Lang, heading: string) {
    await host.evaluate((value) => {
      localStorage.setItem('language', value);
    }, lang);
    // A reload attaches the host again: the same screen comes back.
    await host.reload();
    await host.getByRole('heading', { name: heading }).first().waitFor();
    expect(await host.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  }

  it('creates, joins, plays three questions with a reconnect, and ends on the podium', async () => {
    const h = HOST_TEXT.en;
    // The host, signed in, creates the session from the game's page.
    const { page: host } = await app().open({ language: 'en' });
    await loginViaUi(host, app().server.url, PLAYER);
    await host.goto(url(`/categories/kahoot/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME_NAME.en }).waitFor();
    await host.getByLabel(h.readingTime).fill('0');
    await host.getByLabel(h.answerTime).fill('15');
    await shoot(host, 'create');
    await host.getByRole('button', { name: h.create }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;
    expect(await host.evaluate((key) => localStorage.getItem(key), `aq-host:${pin}`)).toBeTruthy();
    await host.getByTestId('game-pin').waitFor();
    expect((await host.getByTestId('game-pin').textContent())?.replace(/\s/g, '')).toBe(pin);
    expect(await host.getByTestId('join-link').textContent()).toBe(url(`/join?pin=${pin}`));
    await host.getByRole('img', { name: 'QR code of the join link' }).waitFor();

    // Three players join; the host's list and count follow live.
    const amal = await join(pin, 'en', 'Amal', 'cat', { shot: 'join' });
    const badr = await join(pin, 'ar', 'بدر', 'rocket', { isExtended: true, shot: 'join' });
    const chen = await join(pin, 'en', 'Chen', 'robot');
    await expect.poll(() => host.getByTestId('participant').count()).toBe(3);
    await host.getByText('Participants: 3', { exact: true }).waitFor();
    await shoot(amal.page, 'player-lobby');
    await shoot(badr.page, 'player-lobby');

    // A fourth is removed by the host, and sees why.
    const dropout = await join(pin, 'en', 'Dropout', 'dog');
    await host.getByRole('button', { name: h.kick('Dropout') }).click();
    await dropout.page.getByText(LIVE_TEXT.en.kicked, { exact: true }).waitFor();
    await dropout.page.getByText(LIVE_TEXT.en.gameDataNotAvailable, { exact: true }).waitFor();
    await expect.poll(() => host.getByTestId('participant').count()).toBe(3);

    // Locked, nobody new gets in; unlocked again.
    await host.getByRole('button', { name: h.lock, exact: true }).click();
    await host.getByRole('button', { name: h.unlock, exact: true }).waitFor();
    const { page: late } = await app().open({ language: 'en' });
    await late.goto(url(`/join?pin=${pin}`));
    await late.getByRole('button', { name: LIVE_TEXT.en.enter, exact: true }).click();
    await late.getByText(LIVE_TEXT.en.locked, { exact: true }).waitFor();
    await host.getByRole('button', { name: h.unlock, exact: true }).click();
    await host.getByRole('button', { name: h.lock, exact: true }).waitFor();

    // A nickname is unique in the game (any letter case): the server's refusal shows on the field.
    await late.getByRole('button', { name: LIVE_TEXT.en.enter, exact: true }).click();
    await late.waitForURL(url(`/join-game?pin=${pin}`));
    const nickname = late.getByLabel(LIVE_TEXT.en.nickname);
    await nickname.fill('x');
    await nickname.blur();
    await late.getByText('Nickname must be at least 2 characters', { exact: true }).waitFor();
    await nickname.fill('AMAL');
    await late.getByRole('button', { name: LIVE_TEXT.en.joinGame }).click();
    await late.getByText('This nickname is already taken in this game', { exact: true }).waitFor();
    expect(await nickname.getAttribute('aria-invalid')).toBe('true');
    // Switched to Arabic on the same connection, the server's refusal comes in Arabic.
    await late.getByRole('button', { name: 'Language: العربية' }).click();
    await late.getByRole('button', { name: LIVE_TEXT.ar.joinGame }).click();
    await late.getByText(ERRORS.NICKNAME_TAKEN.ar, { exact: true }).waitFor();
    await shoot(late, 'join-refused', true);

    await shoot(host, 'host-lobby');
    await setHostLanguage(host, 'ar', GAME_NAME.ar);
    await expect.poll(() => host.getByTestId('participant').count()).toBe(3);
    await shoot(host, 'host-lobby');
    await setHostLanguage(host, 'en', GAME_NAME.en);

    // Question 1 (one answer): get ready, then Amal right, Badr wrong, Chen right.
    await host.getByRole('button', { name: h.start, exact: true }).click();
    await amal.page.waitForURL(url(`/game/${pin}/start`));
    await badr.page.getByRole('heading', { level: 1, name: LIVE_TEXT.ar.getReady }).waitFor();
    await Promise.all([
      shoot(amal.page, 'player-get-ready', true),
      shoot(badr.page, 'player-get-ready', true),
    ]);
    const [q1, q2, q3] = QUESTIONS as [TestQuestion, TestQuestion, TestQuestion];
    await amal.page.waitForURL(url(`/game/${pin}/play`));
    await amal.page.getByTestId('question-text').filter({ hasText: q1.text.en }).waitFor();
    await Promise.all([shoot(amal.page, 'player-question', true), shoot(badr.page, 'player-question', true)]);
    await answer(amal, q1, ['b']);
    await host.getByTestId('answers-count').filter({ hasText: '1 / 3' }).waitFor();
    await shoot(host, 'host-question', true);
    await answer(badr, q1, ['a']);
    await answer(chen, q1, ['b']);
    await expectVerdict(amal, 'correct');
    await expectVerdict(badr, 'wrong');
    await expectVerdict(chen, 'correct');
    await amal.page.getByText(q1.explanation.en).waitFor();
    await badr.page.getByText(q1.explanation.ar).waitFor();
    // Badr sees the answer he picked beside the right one; those who were right do not.
    expect(await badr.page.getByTestId('your-answer').textContent()).toContain(q1.choices[0]!.text.ar);
    expect(await amal.page.getByTestId('your-answer').count()).toBe(0);
    // A wrong answer earns nothing, and takes nothing away.
    expect(await badr.page.locator('[data-stat="points"] dd').textContent()).toBe('٠');
    expect(await badr.page.getByTestId('my-score').textContent()).toBe('٠');
    await shoot(amal.page, 'player-result-correct');
    await shoot(badr.page, 'player-result-wrong');
    await host.getByRole('heading', { name: h.stats }).waitFor();
    const rows = host.getByTestId('stat-row');
    expect(await rows.count()).toBe(4);
    expect(await host.locator('[data-testid="stat-row"][data-correct="true"]').textContent()).toContain(
      q1.choices[1]!.text.en,
    );
    await shoot(host, 'host-statistics');
    const chenScore = await chen.page.getByTestId('my-score').textContent();
    expect(Number(chenScore)).toBeGreaterThan(0);

    // Question 2 (several answers): Chen reloads mid-question and comes back to the same seat.
    await host.getByRole('button', { name: h.next }).click();
    await chen.page.waitForURL(url(`/game/${pin}/play`), { timeout: 10_000 });
    await chen.page.getByTestId('question-text').filter({ hasText: q2.text.en }).waitFor();
    await chen.page.reload();
    await chen.page.getByTestId('question-text').filter({ hasText: q2.text.en }).waitFor();
    expect(await chen.page.getByTestId('my-nickname').textContent()).toBe('Chen');
    expect(await chen.page.getByTestId('my-score').textContent()).toBe(chenScore);
    expect(await host.getByTestId('participant').count()).toBe(0); // the lobby list is gone in play
    await answer(chen, q2, ['a', 'c']);
    await answer(amal, q2, ['a', 'c']);
    await answer(badr, q2, ['a', 'c']);
    await expectVerdict(chen, 'correct');
    await expectVerdict(badr, 'correct');
    await host.getByRole('heading', { name: h.stats }).waitFor();
    await setHostLanguage(host, 'ar', HOST_TEXT.ar.stats);
    await shoot(host, 'host-statistics');
    await setHostLanguage(host, 'en', h.stats);

    // Question 3 (true/false): Amal wrong, Badr right, Chen lets the time run out.
    await host.getByRole('button', { name: h.next }).click();
    await answer(amal, q3, ['true']);
    await answer(badr, q3, ['false']);
    await expectVerdict(chen, 'incorrect');
    await expectVerdict(amal, 'wrong');
    await shoot(chen.page, 'player-result-no-answer');

    // The end: podium and full ranking for the host, the performance for each player.
    await host.getByRole('button', { name: h.final }).click();
    const podium = host.getByTestId('podium');
    await podium.waitFor();
    expect(await podium.locator('li').count()).toBe(3);
    expect(await host.getByTestId('rank-row').count()).toBe(3);
    await shoot(host, 'host-podium');
    for (const player of [amal, badr, chen]) {
      const { page, lang } = player;
      await page.getByRole('heading', { level: 1, name: LIVE_TEXT[lang].performance }).waitFor();
      // Numbers as each screen's language writes them: Arabic-Indic digits for Badr.
      expect(await page.locator('[data-stat="correct"] dd').textContent()).toBe(numberIn(2, lang));
      expect(await page.locator('[data-stat="wrong"] dd').textContent()).toBe(numberIn(1, lang));
      expect(withoutMarks(await page.locator('[data-stat="accuracy"] dd').textContent())).toBe(
        percentIn(67, lang),
      );
      const ranks = [1, 2, 3].map((rank) => fillText(LIVE_CATALOG[lang].rankOf, { rank, players: 3 }, lang));
      expect(ranks).toContain(await page.locator('[data-stat="rank"] dd').textContent());
    }
    await shoot(amal.page, 'player-performance');
    await shoot(badr.page, 'player-performance');
    const winner = (await podium.locator('li[data-rank="1"]').textContent()) ?? '';
    const winnerPage = [amal, badr, chen].find((player) => winner.includes(player.nickname))!;
    expect(await winnerPage.page.locator('[data-stat="rank"] dd').textContent()).toBe(
      fillText(LIVE_CATALOG[winnerPage.lang].rankOf, { rank: 1, players: 3 }, winnerPage.lang),
    );

    // The results as files, with the host key.
    for (const [label, extension] of [
      [h.exportCsv, '.csv'],
      [h.exportXlsx, '.xlsx'],
    ] as const) {
      const download = host.waitForEvent('download');
      await host.getByRole('button', { name: label }).click();
      expect((await download).suggestedFilename()).toMatch(new RegExp(`${extension.replace('.', '\\.')}$`));
    }
    await setHostLanguage(host, 'ar', HOST_TEXT.ar.final);
    await shoot(host, 'host-podium');

    // Reset: back to the lobby with the same PIN, players included.
    await host.getByRole('button', { name: HOST_TEXT.ar.reset }).click();
    await host.getByRole('dialog').getByRole('button', { name: HOST_TEXT.ar.reset }).click();
    await host.getByTestId('game-pin').waitFor();
    await amal.page.waitForURL(url(`/game/${pin}/lobby`));
  }, 240_000);

  it('a player builds a game from categories, then finds it under /host', async () => {
    const { page } = await app().open({ language: 'en' });
    await loginViaUi(page, app().server.url, PLAYER);
    const token = await loginViaApi(app().server.url, PLAYER.email, PLAYER.password);
    const categories = (await apiData(
      app().server.url,
      token,
      'GET',
      '/categories?per_page=2',
    )) as unknown as {
      items: { key: string; name: { en: string; ar: string } }[];
    };
    const [first, second] = categories.items as [(typeof categories.items)[0], (typeof categories.items)[0]];
    await page.goto(url(`/player-game/${first.key}/create`));
    const firstBox = page.getByRole('checkbox', { name: first.name.en, exact: true });
    expect(await firstBox.isChecked()).toBe(true);
    // With no category the form says what is missing, in the contracts' words.
    await firstBox.uncheck();
    await page.getByRole('button', { name: HOST_TEXT.en.create }).click();
    await page.getByText('Categories is required', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: second.name.en, exact: true }).check();
    await page.getByLabel('Number of questions').fill('3');
    await shoot(page, 'player-game-create');
    await page.getByRole('button', { name: HOST_TEXT.en.create }).click();
    await page.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(page.url())![1]!;
    await page.getByTestId('game-pin').waitFor();

    await page.goto(url('/host'));
    const hosted = page.getByTestId('hosted-session');
    await hosted.filter({ hasText: pin.slice(0, 3) }).waitFor();
    await shoot(page, 'host-list');
    await page.evaluate(() => {
      localStorage.setItem('language', 'ar');
    });
    await page.goto(url(`/player-game/${first.key}/create`));
    await page.getByRole('checkbox', { name: first.name.ar, exact: true }).waitFor();
    await shoot(page, 'player-game-create');
    await page.goto(url('/host'));
    await hosted.first().waitFor();
    await shoot(page, 'host-list');
    await hosted.getByRole('link').first().click();
    await page.waitForURL(url(`/host/${pin}`));
  });

  it('a PIN nobody hosts: no game has this PIN on /join, Game data not available for a seat and a host', async () => {
    const { page } = await app().open({ language: 'en' });
    await page.goto(url('/join?pin=000001'));
    await page.getByRole('button', { name: LIVE_TEXT.en.enter, exact: true }).click();
    await page
      .getByText("No game has this PIN. Check the PIN on the host's screen.", { exact: true })
      .waitFor();
    await page.goto(url('/game/000001/play'));
    await page.getByText(LIVE_TEXT.en.gameDataNotAvailable, { exact: true }).waitFor();
    await page.goto(url('/host/000001'));
    await page.getByText(LIVE_TEXT.en.gameDataNotAvailable, { exact: true }).waitFor();
  });
});
