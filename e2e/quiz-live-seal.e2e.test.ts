/// <reference lib="dom" />
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arGames from '../apps/web/src/locales/ar/games.json';
import enGames from '../apps/web/src/locales/en/games.json';
import { ADMIN, createAccountViaApi, LANGS, loginViaApi, loginViaUi, uniqueEmail } from './support/app.js';
import { apiData } from './support/games.js';
import { createGame, QUESTIONS } from './support/live-game.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/**
 * Issue 22: while a live game plays a game's questions, a self-paced attempt of that game does
 * not check them (their verdict would give the live players the solution). The quiz screen says
 * so in both languages and keeps the player's choice; once the live game ends, the same choice
 * is checked.
 */

const GAMES = { en: enGames, ar: arGames } as const;
const problems = problemsCheckedAfterEach();

type Ack = { ok: true; data: unknown } | { ok: false; code: string; message: string };
const command = async (socket: Socket, event: string, payload: object) => {
  const ack = (await socket.timeout(5000).emitWithAck(event, payload)) as Ack;
  if (!ack.ok) throw new Error(`${event}: ${ack.code} ${ack.message}`);
  return ack.data;
};

async function connect(baseUrl: string): Promise<Socket> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('a self-paced attempt while a live game plays its questions', () => {
  const app = useAppSuite();
  const sockets: Socket[] = [];
  let gameId: string;
  let categoryId: string;
  let pin: string;
  let host: Socket;
  let hostKey: string;

  beforeAll(async () => {
    const base = app().server.url;
    gameId = await createGame(base);
    const token = await loginViaApi(base, ADMIN.email, ADMIN.password);
    const game = (await apiData(base, token, 'GET', `/games/${gameId}`)) as { category_ids: string[] };
    categoryId = game.category_ids[0]!;
    const created = (await apiData(base, token, 'POST', '/live/sessions', {
      source: { kind: 'game', game_id: gameId },
      settings: { reading_seconds: 0, answer_seconds: 120 },
    })) as { pin: string; host_key: string };
    ({ pin, host_key: hostKey } = created);
    host = await connect(base);
    const guest = await connect(base);
    sockets.push(host, guest);
    await command(host, 'host:attach', { pin, host_key: hostKey });
    await command(guest, 'player:join', { pin, nickname: 'Guest', avatar: 'cat' });
    await command(host, 'host:start', {});
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  async function startQuiz(lang: 'en' | 'ar'): Promise<Page> {
    const { server, open } = app();
    const email = uniqueEmail(`seal-${lang}`);
    await createAccountViaApi(server.url, email, 'Player123');
    const { page } = await open({ language: lang });
    await loginViaUi(page, server.url, { email, password: 'Player123' }, lang);
    await page.goto(`${server.url}/categories/${categoryId}/games/${gameId}`);
    await page.getByRole('link', { name: GAMES[lang].game.start }).click();
    await page.waitForURL(/\/categories\/quiz\?attempt=/);
    return page;
  }

  /** Picks the first choice of the question on screen and submits it. */
  async function answerOnScreen(page: Page, lang: 'en' | 'ar') {
    const title = (await page.locator('main h2').first().textContent()) ?? '';
    const question = QUESTIONS.find((item) => item.text[lang] === title);
    if (!question) throw new Error(`unknown question on screen: ${title}`);
    const role = question.kind === 'multiple' ? 'checkbox' : 'radio';
    const choice = page.getByRole(role, { name: question.choices[0]!.text[lang], exact: true });
    await choice.check();
    await page.getByRole('button', { name: GAMES[lang].quiz.submit }).click();
    return { question, choice };
  }

  it.each(LANGS)('in %s: says the question is being played live and keeps the choice', async (lang) => {
    const page = await startQuiz(lang);
    expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const { question, choice } = await answerOnScreen(page, lang);
    const notice = page.locator('[data-sealed]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(GAMES[lang].quiz.sealedText);
    expect(await choice.isChecked()).toBe(true);
    expect(await page.locator('[data-verdict], [data-state="correct"]').count()).toBe(0);
    expect(await page.content()).not.toContain(question.explanation[lang]);
    await shootEveryWay(page, 'quiz-sealed', problems);

    // "Answer the others first": the next question, which the live game also plays.
    await page.getByRole('button', { name: GAMES[lang].quiz.sealedLater }).click();
    await expect
      .poll(async () => page.locator('main h2').first().textContent())
      .not.toBe(question.text[lang]);
  });

  it('checks the kept choice once the live game has ended', async () => {
    const page = await startQuiz('en');
    const { question } = await answerOnScreen(page, 'en');
    await page.locator('[data-sealed]').waitFor();
    await command(host, 'host:end', {});
    await page.getByRole('button', { name: enGames.quiz.submit }).click();
    await page.getByRole('alert').filter({ hasText: question.explanation.en }).waitFor();
    expect(await page.locator('[data-sealed]').count()).toBe(0);
  });
});
