/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAnswers from '../apps/web/src/locales/ar/answers.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import enAnswers from '../apps/web/src/locales/en/answers.json';
import enLive from '../apps/web/src/locales/en/live.json';
import { loginViaUi, PLAYER, type Lang } from './support/app.js';
import { accessibilityFailures } from './support/axe.js';
import { publishGame, type TestQuestion } from './support/games.js';
import { QUESTIONS as LIVE_QUESTIONS } from './support/live-game.js';
import { SHOTS_DIR } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { fillText } from './support/text.js';

/**
 * Issue 26's "Done when", in one walk: a host finds a game of every question kind from its
 * details page and from /host, runs it in presenter mode at 1920 × 1080 with teams on, and three
 * players on 390 × 844 phones (one in Arabic) answer each kind without scrolling; a phone that
 * reloads keeps its seat; axe finds nothing on the presenter and the phones; the presenter and
 * phone screens are photographed in en/ar × light/dark (SHOTS_DIR).
 */

const CATALOG = {
  en: { live: enLive, answers: enAnswers },
  ar: { live: arLive, answers: arAnswers },
} as const;

const GAME = { en: 'Every Kind, Live', ar: 'كل الأنواع مباشرة' };
const PHONE = { width: 390, height: 844 };

const explanation = (en: string, ar: string) => ({ en, ar });
/** The three of the live suites (single, multiple, true/false), then one of every other kind. */
const QUESTIONS: TestQuestion[] = [
  ...LIVE_QUESTIONS,
  {
    key: 'show-type-answer',
    kind: 'type_answer',
    text: { en: 'Name the email lure in one word.', ar: 'سمِّ طُعم البريد بكلمة واحدة.' },
    choices: [],
    correct: [],
    accepted_answers: ['phishing', 'تصيد'],
    explanation: explanation('Phishing.', 'التصيد.'),
  },
  {
    key: 'show-poll',
    kind: 'poll',
    text: { en: 'How sure are you about spotting a fake?', ar: 'ما مدى ثقتك في كشف الاحتيال؟' },
    choices: [
      { key: 'a', text: { en: 'Very sure', ar: 'واثق جدًا' } },
      { key: 'b', text: { en: 'Somewhat', ar: 'إلى حد ما' } },
      { key: 'c', text: { en: 'Not sure', ar: 'لست واثقًا' } },
    ],
    correct: [],
    explanation: explanation('Every answer counts.', 'كل إجابة مهمة.'),
  },
  {
    key: 'show-slider',
    kind: 'slider',
    text: { en: 'What share of breaches involve a human?', ar: 'ما نسبة الاختراقات التي يشارك فيها إنسان؟' },
    choices: [],
    correct: [],
    slider: { min: 0, max: 100, step: 1, answer: 74, tolerance: 5, limit: 30, unit: { en: '%', ar: '٪' } },
    explanation: explanation('About three in four.', 'نحو ثلاثة من كل أربعة.'),
  },
  {
    key: 'show-ordering',
    kind: 'ordering',
    text: { en: 'Order the steps for a suspicious email.', ar: 'رتّب خطوات التعامل مع بريد مريب.' },
    choices: [
      { key: 'stop', text: { en: 'Stop, do not click', ar: 'توقّف ولا تنقر' } },
      { key: 'check', text: { en: 'Check the sender', ar: 'تحقّق من المرسل' } },
      { key: 'report', text: { en: 'Report it', ar: 'أبلغ عنه' } },
      { key: 'delete', text: { en: 'Delete it', ar: 'احذفه' } },
    ],
    correct: ['stop', 'check', 'report', 'delete'],
    explanation: explanation('Stop, check, report, delete.', 'توقّف، تحقّق، أبلغ، احذف.'),
  },
];

interface Phone {
  page: Page;
  lang: Lang;
  nickname: string;
}

/** The question's kind, known by its text on the phone (in the phone's language). */
const kindOf = (text: string, lang: Lang): TestQuestion['kind'] => {
  const found = QUESTIONS.find((question) => question.text[lang] === text.trim());
  if (!found) throw new Error(`no question reads "${text}"`);
  return found.kind;
};

/** How far the phone's page would scroll down (0 or less: it fits) and sideways. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { down: root.scrollHeight - window.innerHeight, sideways: root.scrollWidth - window.innerWidth };
  });

/**
 * Answers the open question as a player would, by its kind; resolves once it is sent. The last
 * player's answer closes the question at once, so that phone may go straight to the verdict.
 */
async function answer(phone: Phone, kind: TestQuestion['kind'], isLast: boolean) {
  const { page, lang } = phone;
  const { live, answers } = CATALOG[lang];
  switch (kind) {
    case 'single':
    case 'true_false':
    case 'poll':
      await page.getByRole('group', { name: live.player.answers }).getByRole('button').first().click();
      break;
    case 'multiple':
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: live.player.submit }).click();
      break;
    case 'type_answer':
      await page.getByLabel(answers.typeAnswer.label).fill(lang === 'ar' ? 'تصيد' : 'Phishing!');
      await page.getByRole('button', { name: answers.submit }).click();
      break;
    default:
      await page.getByRole('button', { name: answers.submit }).click();
  }
  if (!isLast) await page.getByTestId('answer-sent').waitFor();
}

/** Sets a light page's scheme the way it sets it itself (it reads the system's once). */
async function setPhoneScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
    document.documentElement.style.colorScheme = value;
  }, scheme);
}

const shots: string[] = [];

/** The phone's screen as it is, in light and dark (its language is the phone's). */
async function shootPhone(phone: Phone, screen: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await setPhoneScheme(phone.page, scheme);
    const file = path.join(SHOTS_DIR, `showcase-phone-${screen}-${phone.lang}-${scheme}-390.png`);
    await phone.page.screenshot({ path: file });
    shots.push(file);
  }
  await setPhoneScheme(phone.page, 'light');
}

/** The presenter screen in en/ar × light/dark at 1920 × 1080 (a reload per language). */
async function shootPresenter(host: Page, screen: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const lang of ['en', 'ar'] as Lang[]) {
    await host.evaluate((value) => {
      localStorage.setItem('language', value);
    }, lang);
    await host.reload();
    await host.getByTestId('presenter').waitFor();
    await expect
      .poll(() => host.getAttribute('html', 'dir'), { timeout: 15_000 })
      .toBe(lang === 'ar' ? 'rtl' : 'ltr');
    for (const scheme of ['light', 'dark'] as const) {
      await host.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect
        .poll(() => host.getAttribute('html', 'data-mantine-color-scheme'), { timeout: 15_000 })
        .toBe(scheme);
      await host.evaluate(() => document.fonts.ready);
      const file = path.join(SHOTS_DIR, `showcase-presenter-${screen}-${lang}-${scheme}-1920.png`);
      await host.screenshot({ path: file });
      shots.push(file);
    }
  }
  await host.evaluate(() => {
    localStorage.setItem('language', 'en');
  });
  await host.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await host.reload();
  await host.getByTestId('presenter').waitFor();
}

describe('the live game, shown off: every kind, teams, presenter mode, three phones', () => {
  const app = useAppSuite();
  let gameId: string;
  let categoryId: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    const game = await publishGame(app().server.url, {
      keyPrefix: 'e2e-showcase',
      name: GAME,
      description: { en: 'One question of each kind.', ar: 'سؤال من كل نوع.' },
      passScore: 50,
      questions: QUESTIONS,
    });
    gameId = game.id;
    categoryId = game.categoryId;
  });

  async function join(pin: string, lang: Lang, nickname: string): Promise<Phone> {
    const { live } = CATALOG[lang];
    const { page } = await app().open({ language: lang, viewport: PHONE, hasTouch: true });
    await page.goto(url(`/join-game?pin=${pin}`));
    await page.getByLabel(live.join.nickname).fill(nickname);
    await page.getByRole('button', { name: live.join.submit }).click();
    await page.getByRole('heading', { level: 1, name: live.player.youAreIn }).waitFor();
    return { page, lang, nickname };
  }

  it('runs a game of every kind with teams on a projector, three phones answering without scrolling', async () => {
    const { page: host } = await app().open({ language: 'en', reducedMotion: 'reduce' });
    await loginViaUi(host, app().server.url, PLAYER);

    // Found from the game's details page, and from /host.
    await host.goto(url(`/categories/${categoryId}/games/${gameId}`));
    await host.getByRole('heading', { level: 1, name: GAME.en }).waitFor();
    await host.getByRole('link', { name: 'Host live', exact: true }).click();
    await host.waitForURL(url(`/categories/kahoot/${gameId}`));
    await host.goto(url('/host'));
    await host.getByLabel('Search games to host').fill(GAME.en);
    await host.getByText('Games found: 1', { exact: true }).waitFor();
    await host.getByRole('link', { name: `Host live: ${GAME.en}`, exact: true }).click();
    await host.waitForURL(url(`/categories/kahoot/${gameId}`));
    await host.getByLabel('Reading time').fill('0');
    // The longest window: a busy machine's screenshots and axe runs come before the answers.
    await host.getByLabel('Answer time').fill('240');
    await host.getByRole('button', { name: 'Host live game' }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;

    // Three phones, one in Arabic; nobody picks an avatar.
    const amal = await join(pin, 'en', 'Amal');
    const badr = await join(pin, 'ar', 'بدر');
    const chen = await join(pin, 'en', 'Chen');
    const phones = [amal, badr, chen];
    await expect.poll(() => host.getByTestId('participant').count()).toBe(3);

    // Teams on: the host puts Amal in A, Badr and Chen in B.
    // The choice goes to the server first: the radio turns on once it has answered.
    const byHost = host.getByRole('radio', { name: enLive.teams.modes.host });
    await byHost.click();
    await expect.poll(() => byHost.isChecked(), { timeout: 30_000 }).toBe(true);
    await host.getByRole('combobox', { name: 'Team of Amal' }).selectOption('A');
    await host.getByRole('combobox', { name: 'Team of بدر' }).selectOption('B');
    await host.getByRole('combobox', { name: 'Team of Chen' }).selectOption('B');
    await expect.poll(() => host.getByRole('combobox', { name: 'Team of Chen' }).inputValue()).toBe('B');

    // Presenter mode at 1920 × 1080.
    await host.setViewportSize({ width: 1920, height: 1080 });
    await host.getByRole('button', { name: 'Presenter mode' }).click();
    await host.waitForURL(url(`/host/${pin}?presenter=1`));
    await host.getByTestId('presenter').waitFor();
    expect(await host.locator('header, footer').count()).toBe(0);
    expect(await accessibilityFailures(host, 'showcase presenter lobby')).toEqual([]);
    await shootPresenter(host, 'lobby');
    for (const phone of phones) await shootPhone(phone, 'lobby');

    await host.getByRole('button', { name: 'Start', exact: true }).click();
    const seen: string[] = [];
    for (let index = 0; index < QUESTIONS.length; index += 1) {
      // Each question has a short "get ready" before it.
      await expect
        .poll(() => host.getByTestId('host-phase').getAttribute('data-phase'), { timeout: 60_000 })
        .toBe(`question:${index}`);
      let kind: TestQuestion['kind'] = 'single';
      for (const phone of phones) {
        const { page, lang } = phone;
        const progress = fillText(CATALOG[lang].live.progress, { current: index + 1, total: 7 }, lang);
        await page.getByRole('heading', { level: 1, name: progress, exact: true }).waitFor();
        kind = kindOf((await page.getByTestId('question-text').textContent()) ?? '', lang);
        // Chen reloads before the second answer: the same seat, nickname and score come back.
        if (index === 1 && phone === chen) {
          const score = await page.getByTestId('my-score').textContent();
          await page.reload();
          await page.getByRole('heading', { level: 1, name: progress, exact: true }).waitFor();
          expect(await page.getByTestId('my-nickname').textContent()).toBe('Chen');
          expect(await page.getByTestId('my-score').textContent()).toBe(score);
        }
        // Answering never needs a scroll, down or sideways.
        const overflow = await overflowOf(page);
        expect(overflow.down, `${kind} scrolls down on ${phone.nickname}'s phone`).toBeLessThanOrEqual(0);
        expect(
          overflow.sideways,
          `${kind} scrolls sideways on ${phone.nickname}'s phone`,
        ).toBeLessThanOrEqual(0);
        if (phone !== chen) {
          expect(await accessibilityFailures(page, `showcase phone ${kind} ${lang}`)).toEqual([]);
          await shootPhone(phone, kind);
        }
      }
      seen.push(kind);
      if (index === 0) {
        expect(await accessibilityFailures(host, 'showcase presenter question')).toEqual([]);
        await shootPresenter(host, 'question');
      }
      for (const phone of phones) await answer(phone, kind, phone === phones.at(-1));
      await expect
        .poll(() => host.getByTestId('host-phase').getAttribute('data-phase'), { timeout: 60_000 })
        .toBe(`reveal:${index}`);
      if (index === 0) {
        await host.getByTestId('team-leaderboard').waitFor();
        await shootPresenter(host, 'reveal');
        for (const phone of [amal, badr]) await shootPhone(phone, 'reveal');
      }
      await host.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
      });
      await host.keyboard.press('ArrowRight');
    }
    expect(seen.sort()).toEqual(QUESTIONS.map((question) => question.kind).sort());

    // The end: the team podium and the players' podium, on the projector and the phones.
    await host.getByTestId('team-podium').waitFor();
    await host.getByTestId('podium').waitFor();
    expect(await accessibilityFailures(host, 'showcase presenter podium')).toEqual([]);
    await shootPresenter(host, 'podium');
    for (const phone of [amal, badr]) {
      await phone.page.getByTestId('podium').waitFor();
      expect(await accessibilityFailures(phone.page, `showcase phone final ${phone.lang}`)).toEqual([]);
      await shootPhone(phone, 'final');
    }
    if (SHOTS_DIR) expect(shots.length).toBeGreaterThan(40);
  }, 600_000);
});
