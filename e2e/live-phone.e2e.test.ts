/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import enLive from '../apps/web/src/locales/en/live.json';
import { ADMIN, loginViaApi, type Lang } from './support/app.js';
import { accessibilityFailures } from './support/axe.js';
import { apiData, publishGame, type TestQuestion } from './support/games.js';
import { saveShot } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/**
 * The player's phone (issue 26): four long answers of the content pack fit 390 × 844 and
 * 360 × 640 without scrolling, in English and Arabic; nothing scrolls sideways at 320 px; the
 * shapes alone when the question is on the host's screen only; Arabic-Indic digits; and what a
 * screen-reader user meets: the unknown PIN's error announced, the focus after an answer, the
 * verdict in the live region. axe finds nothing.
 */

const CATALOG = {
  en: { live: enLive, common: enCommon },
  ar: { live: arLive, common: arCommon },
} as const;

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN_DIGIT = /[0-9]/;

/** The content pack's single-answer question with the longest four answers (in both languages). */
function longestPackQuestion(): TestQuestion {
  const dir = path.resolve(import.meta.dirname, '../content/categories');
  let best: TestQuestion | undefined;
  let bestLength = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const pack = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      games: { questions?: TestQuestion[] }[];
    };
    for (const question of pack.games.flatMap((game) => game.questions ?? [])) {
      if (question.kind !== 'single' || question.choices.length !== 4) continue;
      const length = question.choices.reduce(
        (sum, choice) => sum + choice.text.en.length + choice.text.ar.length,
        0,
      );
      if (length > bestLength) [best, bestLength] = [question, length];
    }
  }
  if (!best) throw new Error('the content pack has no four-answer question');
  return { ...best, key: `phone-${Date.now()}` };
}

type Ack = { ok: true; data: unknown } | { ok: false; code: string; message: string };
async function command(socket: Socket, event: string, payload: object = {}) {
  const ack = (await socket.timeout(5000).emitWithAck(event, payload)) as Ack;
  if (!ack.ok) throw new Error(`${event}: ${ack.code} ${ack.message}`);
  return ack.data;
}

async function connect(baseUrl: string): Promise<Socket> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

interface Phone {
  page: Page;
  lang: Lang;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

const SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

describe('a live game on a phone', () => {
  const app = useAppSuite();
  const sockets: Socket[] = [];
  let question: TestQuestion;
  let gameId: string;
  /** A second game of the same question: a question plays in one live game at a time. */
  let shapesGameId: string;
  let token: string;

  beforeAll(async () => {
    const base = app().server.url;
    question = longestPackQuestion();
    const game = await publishGame(base, {
      keyPrefix: 'e2e-phone',
      name: { en: 'Phone check', ar: 'اختبار الهاتف' },
      description: { en: 'One long question.', ar: 'سؤال طويل واحد.' },
      passScore: 50,
      questions: [question],
    });
    gameId = game.id;
    const shapesGame = await publishGame(base, {
      keyPrefix: 'e2e-phone-shapes',
      name: { en: 'Shapes check', ar: 'اختبار الأشكال' },
      description: { en: 'One long question.', ar: 'سؤال طويل واحد.' },
      passScore: 50,
      questions: [{ ...question, key: `${question.key}-shapes` }],
    });
    shapesGameId = shapesGame.id;
    token = await loginViaApi(base, ADMIN.email, ADMIN.password);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** A session of the game with its host attached over a socket. */
  async function hostSession(game: string, settings: object): Promise<{ pin: string; host: Socket }> {
    const base = app().server.url;
    const created = (await apiData(base, token, 'POST', '/live/sessions', {
      source: { kind: 'game', game_id: game },
      settings: { reading_seconds: 0, answer_seconds: 240, ...settings },
    })) as { pin: string; host_key: string };
    const host = await connect(base);
    sockets.push(host);
    await command(host, 'host:attach', { pin: created.pin, host_key: created.host_key });
    return { pin: created.pin, host };
  }

  /** A phone opens the QR code's link (/join-game?pin=) and joins with a nickname. */
  async function joinOnPhone(
    pin: string,
    lang: Lang,
    screen: { width: number; height: number },
    nickname: string,
    scheme: 'light' | 'dark' = 'light',
  ): Promise<Phone> {
    const { page } = await app().open({
      language: lang,
      viewport: screen,
      colorScheme: scheme,
      hasTouch: true,
    });
    await page.goto(`${app().server.url}/join-game?pin=${pin}`);
    const t = CATALOG[lang].live;
    const subtitle = page.getByText(t.join.subtitle.split('{{')[0]!.trim(), { exact: false });
    await subtitle.waitFor();
    const subtitleText = (await subtitle.textContent()) ?? '';
    // The PIN in the reader's digits.
    expect(ARABIC_INDIC.test(subtitleText)).toBe(lang === 'ar');
    expect(LATIN_DIGIT.test(subtitleText)).toBe(lang === 'en');
    await page.getByLabel(t.join.nickname).fill(nickname);
    await page.getByRole('button', { name: t.join.submit }).click();
    await page.waitForURL(/\/game\/\d{6}\/lobby$/);
    await page.getByRole('heading', { level: 1, name: t.player.youAreIn }).waitFor();
    return { page, lang, width: screen.width, height: screen.height, scheme };
  }

  /** Where the answer tiles are, and whether anything scrolls. */
  const layoutOf = (page: Page) =>
    page.evaluate(() => {
      const tiles = Array.from(document.querySelectorAll('[role="group"] button, fieldset label'), (tile) => {
        const box = tile.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
      const root = document.scrollingElement ?? document.documentElement;
      return {
        tiles,
        scrollX: root.scrollWidth - root.clientWidth,
        scrollY: root.scrollHeight - root.clientHeight,
      };
    });

  it('fits four long answers on 390 × 844 and 360 × 640 phones, in English and Arabic, light and dark', async () => {
    const { pin, host } = await hostSession(gameId, {});
    const phones: Phone[] = [];
    for (const [index, screen] of SCREENS.entries()) {
      for (const lang of ['en', 'ar'] as const) {
        const scheme = (index + (lang === 'ar' ? 1 : 0)) % 2 === 0 ? 'light' : 'dark';
        phones.push(await joinOnPhone(pin, lang, screen, `${lang}${screen.width}`, scheme));
      }
    }
    const narrow = await joinOnPhone(pin, 'ar', { width: 320, height: 640 }, 'narrow');
    for (const phone of phones)
      await saveShot(phone.page, `phone-lobby-${phone.lang}-${phone.width}-${phone.scheme}.png`, {
        fullPage: false,
      });
    await command(host, 'host:start');

    for (const phone of [...phones, narrow]) {
      const { page, lang } = phone;
      await page.waitForURL(/\/play$/, { timeout: 15_000 });
      await page.getByTestId('question-text').filter({ hasText: question.text[lang] }).waitFor();
      await page.getByRole('button', { name: question.choices[3]!.text[lang] }).waitFor();
      // The question's heading (its number, in the reader's digits) has the focus.
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(focused).toBe(lang === 'ar' ? 'السؤال ١ من ١' : 'Question 1 of 1');
      const layout = await layoutOf(page);
      expect(layout.tiles).toHaveLength(4);
      expect(layout.scrollX, `${lang} ${phone.width}: sideways scroll`).toBeLessThanOrEqual(0);
      if (phone !== narrow) {
        await saveShot(page, `phone-question-${lang}-${phone.width}-${phone.scheme}.png`, {
          fullPage: false,
        });
        for (const tile of layout.tiles) {
          expect(tile.top, `${lang} ${phone.width}×${phone.height}`).toBeGreaterThanOrEqual(0);
          expect(tile.bottom, `${lang} ${phone.width}×${phone.height}`).toBeLessThanOrEqual(phone.height);
          expect(tile.left).toBeGreaterThanOrEqual(0);
          expect(tile.right).toBeLessThanOrEqual(phone.width);
        }
      }
    }
    expect(await accessibilityFailures(phones[0]!.page, 'phone question en')).toEqual([]);
    expect(await accessibilityFailures(phones[1]!.page, 'phone question ar')).toEqual([]);

    // An answer: the focus moves to "Answer sent!" (not the page's body) and the live region says it.
    for (const phone of phones) {
      const { page, lang } = phone;
      const t = CATALOG[lang].live;
      const pick =
        lang === 'en'
          ? question.correct[0]!
          : question.choices.find((choice) => !question.correct.includes(choice.key))!.key;
      const choice = question.choices.find((item) => item.key === pick)!;
      await page.getByRole('button', { name: choice.text[lang] }).click();
      await page.getByRole('heading', { level: 2, name: t.player.answerSent }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.player.answerSent);
      expect(await page.getByTestId('player-announcer').textContent()).toContain(t.player.answerSent);
    }
    await saveShot(phones[1]!.page, 'phone-answer-sent-ar.png', { fullPage: false });

    // The question closes: the verdict is announced and focused.
    await command(host, 'host:next');
    for (const phone of phones) {
      const { page, lang } = phone;
      const t = CATALOG[lang].live;
      const verdict = lang === 'en' ? t.reveal.correct : t.reveal.wrong;
      await page.getByRole('heading', { level: 1, name: verdict, exact: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(verdict);
      const announced = (await page.getByTestId('player-announcer').textContent()) ?? '';
      expect(announced).toContain(verdict);
      expect(ARABIC_INDIC.test(announced)).toBe(lang === 'ar');
      const score = (await page.getByTestId('my-score').textContent()) ?? '';
      expect(ARABIC_INDIC.test(score) || score === '٠').toBe(lang === 'ar');
      await saveShot(page, `phone-reveal-${lang}-${phone.width}-${phone.scheme}.png`);
    }
    expect(await accessibilityFailures(phones[0]!.page, 'phone reveal en')).toEqual([]);
    expect(await accessibilityFailures(phones[1]!.page, 'phone reveal ar')).toEqual([]);
  });

  it('shows the shapes alone when the question is on the host screen only', async () => {
    const { pin, host } = await hostSession(shapesGameId, { show_questions_on_devices: false });
    const phones = [
      await joinOnPhone(pin, 'en', SCREENS[1], 'shapes', 'dark'),
      await joinOnPhone(pin, 'ar', SCREENS[1], 'أشكال', 'light'),
    ];
    await command(host, 'host:start');
    for (const { page, lang, height, width, scheme } of phones) {
      await page.waitForURL(/\/play$/, { timeout: 15_000 });
      const t = CATALOG[lang].live;
      await page.getByText(t.player.lookAtHost).waitFor();
      expect(await page.getByTestId('question-text').count()).toBe(0);
      for (const shape of ['triangle', 'diamond', 'circle', 'square'] as const) {
        await page.getByRole('button', { name: t.shapes[shape], exact: true }).waitFor();
      }
      const layout = await layoutOf(page);
      expect(layout.tiles).toHaveLength(4);
      for (const tile of layout.tiles) expect(tile.bottom).toBeLessThanOrEqual(height);
      expect(layout.scrollX).toBeLessThanOrEqual(0);
      await saveShot(page, `phone-shapes-${lang}-${width}-${scheme}.png`, { fullPage: false });
    }
    expect(await accessibilityFailures(phones[0]!.page, 'phone shapes en dark')).toEqual([]);
  });

  it('announces an unknown PIN on /join and takes Arabic-Indic digits', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page } = await app().open({ language: lang, viewport: SCREENS[1] });
      await page.goto(`${app().server.url}/join`);
      const { common } = CATALOG[lang];
      const field = page.getByRole('textbox', { name: common.join.pin });
      // Typed in Arabic-Indic digits (an Arabic keyboard), shown in the reader's digits.
      await field.fill('٠٠٠٠٠١');
      expect(await field.inputValue()).toBe(lang === 'ar' ? '٠٠٠٠٠١' : '000001');
      await page.getByRole('button', { name: common.join.submit, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: common.join.unknownPin });
      await alert.waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await alert.getAttribute('id')).toBe(describedBy);
      await saveShot(page, `phone-join-unknown-${lang}.png`, { fullPage: false });
      expect(await accessibilityFailures(page, `join unknown PIN ${lang}`)).toEqual([]);
    }
  });
});
