/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arLive from '../apps/web/src/locales/ar/live.json';
import { expectToast, loginViaApi, loginViaUi, PLAYER, type Lang } from './support/app.js';
import { apiData } from './support/games.js';
import { createGame } from './support/live-game.js';
import { useAppSuite } from './support/suite.js';

/**
 * The spec's failure texts of live games (§8), each made to happen: a refused or unanswered
 * session creation, a refused start, a real-time connection that cannot be set up or is lost,
 * and a game that is not there. English to the letter; Arabic from the app's catalog.
 */

const FAILURES = {
  en: {
    createFailed: 'Failed to create game session',
    createError: 'Error creating game session',
    startFailed: 'Failed to start game',
    setupRealtime: 'Failed to set up real-time updates',
    receiveRealtime: 'Failed to receive real-time updates',
    setupStatus: 'Failed to set up game status updates',
    receiveStatus: 'Failed to receive game status updates',
    gameDataNotAvailable: 'Game data not available',
    unknownPin: "No game has this PIN. Check the PIN on the host's screen.",
  },
  ar: {
    ...arLive.errors,
    gameDataNotAvailable: arCommon.empty.gameDataNotAvailable,
    unknownPin: arCommon.join.unknownPin,
  },
} as const;

const CREATE = { en: 'Host live game', ar: arLive.create.submit };

/**
 * A browser context whose live connection can be cut and restored. While cut, every new
 * WebSocket goes to a closed port (it fails as on a dead network: an error, no open), the open
 * ones are closed, and the long-polling fallback is refused, so socket.io can neither connect
 * nor reconnect. The flag sits in the origin's localStorage, so it holds in every tab of the
 * context from the first script of the next page on.
 */
async function cuttableSocket(context: BrowserContext) {
  let isCut = false;
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const open = new Set<WebSocket>();
    const isCutNow = () => localStorage.getItem('aq-test-cut') === '1';
    class Cuttable extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(isCutNow() ? 'ws://127.0.0.1:9/' : url, protocols);
        open.add(this);
        this.addEventListener('close', () => open.delete(this));
      }
    }
    window.WebSocket = Cuttable;
    Object.assign(window, {
      aqCutSockets: () => {
        for (const socket of open) socket.close();
      },
    });
  });
  await context.route('**/socket.io/**', (route) => (isCut ? route.abort() : route.continue()));
  const setCut = async (value: boolean) => {
    isCut = value;
    for (const page of context.pages().filter((each) => each.url().startsWith('http'))) {
      await page.evaluate((cut) => {
        if (cut) localStorage.setItem('aq-test-cut', '1');
        else localStorage.removeItem('aq-test-cut');
        if (cut) (window as unknown as { aqCutSockets?: () => void }).aqCutSockets?.();
      }, value);
    }
  };
  return { cut: () => setCut(true), restore: () => setCut(false) };
}

describe('live games: the failure texts', () => {
  const app = useAppSuite();
  let gameId: string;
  const url = (to: string) => `${app().server.url}${to}`;

  beforeAll(async () => {
    gameId = await createGame(app().server.url);
  });

  /** A session of the test game made through the API; its PIN and host key. */
  async function createSession(): Promise<{ pin: string; host_key: string }> {
    const token = await loginViaApi(app().server.url, PLAYER.email, PLAYER.password);
    const created = await apiData(app().server.url, token, 'POST', '/live/sessions', {
      source: { kind: 'game', game_id: gameId },
      settings: { reading_seconds: 0 },
    });
    return created as unknown as { pin: string; host_key: string };
  }

  async function signedInPage(lang: Lang) {
    const opened = await app().open({ language: lang });
    await loginViaUi(opened.page, app().server.url, PLAYER, lang);
    return opened;
  }

  it('creating a session: a refusal and no answer, on the game page and the player-game page', async () => {
    const categories = (await apiData(
      app().server.url,
      await loginViaApi(app().server.url, PLAYER.email, PLAYER.password),
      'GET',
      '/categories?per_page=1',
    )) as unknown as { items: { key: string }[] };
    const category = categories.items[0]!.key;
    for (const lang of ['en', 'ar'] as const) {
      const { page } = await signedInPage(lang);
      for (const to of [`/categories/kahoot/${gameId}`, `/player-game/${category}/create`]) {
        await page.goto(url(to));
        const create = page.getByRole('button', { name: CREATE[lang] });
        // The server answers with an error: 'Failed to create game session'.
        await page.route('**/api/live/sessions', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: false, code: 'INTERNAL_ERROR', message: 'Internal server error' }),
          }),
        );
        await create.click();
        await expectToast(page, FAILURES[lang].createFailed);
        await page.unroute('**/api/live/sessions');
        // No answer at all (the network is gone): 'Error creating game session'.
        await page.route('**/api/live/sessions', (route) => route.abort('internetdisconnected'));
        await create.click();
        await expectToast(page, FAILURES[lang].createError);
        await page.unroute('**/api/live/sessions');
        expect(page.url()).toBe(url(to));
      }
    }
  });

  it("a start the server refuses: 'Failed to start game'", async () => {
    const { page: host } = await signedInPage('en');
    // The server's refusal of host:start, answered in the socket.io protocol (42<id>[…] → 43<id>[…]).
    await host.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const start = typeof message === 'string' ? /^42(\d+)\["host:start"/.exec(message) : null;
        if (!start) {
          server.send(message);
          return;
        }
        const refusal = { ok: false, code: 'SESSION_START_FAILED', message: 'refused' };
        ws.send(`43${start[1]}[${JSON.stringify(refusal)}]`);
      });
    });
    await host.goto(url(`/categories/kahoot/${gameId}`));
    await host.getByRole('button', { name: CREATE.en }).click();
    await host.waitForURL(/\/host\/\d{6}$/);
    const pin = /\/host\/(\d{6})$/.exec(host.url())![1]!;
    const { page: player } = await app().open({ language: 'en' });
    await player.goto(url(`/join-game?pin=${pin}`));
    await player.getByLabel('Nickname').fill('Amal');
    await player.getByRole('radio').first().click();
    await player.getByRole('button', { name: 'Join game' }).click();
    await host.getByText('Participants: 1', { exact: true }).waitFor();
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await expectToast(host, FAILURES.en.startFailed);
    await host.getByTestId('game-pin').waitFor();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the host (${lang}): no connection, then a lost one that comes back`, async () => {
      const session = await createSession();
      const { context, page } = await app().open({ language: lang });
      const socket = await cuttableSocket(context);
      await page.evaluate(
        ({ pin, key }) => {
          localStorage.setItem(`aq-host:${pin}`, key);
        },
        { pin: session.pin, key: session.host_key },
      );
      await socket.cut();
      await page.goto(url(`/host/${session.pin}`));
      await expectToast(page, FAILURES[lang].setupRealtime);
      await page.getByTestId('reconnecting').waitFor();

      // The connection comes: the lobby shows. Then it drops and stays away.
      await socket.restore();
      await page.getByTestId('game-pin').waitFor({ timeout: 15_000 });
      await socket.cut();
      await page.getByTestId('reconnecting').waitFor();
      await expectToast(page, FAILURES[lang].receiveRealtime);
      // Once it is back, so is the game, by itself.
      await socket.restore();
      await page.getByTestId('reconnecting').waitFor({ state: 'hidden', timeout: 15_000 });
      await page.getByTestId('game-pin').waitFor();
    });

    it(`a player (${lang}): no connection, then a lost one that comes back`, async () => {
      const session = await createSession();
      const { context, page } = await app().open({ language: lang });
      const socket = await cuttableSocket(context);
      await page.goto(url(`/join-game?pin=${session.pin}`));
      await page.getByLabel(lang === 'en' ? 'Nickname' : arLive.join.nickname).fill(`P${lang}`);
      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: lang === 'en' ? 'Join game' : arLive.join.submit }).click();
      await page.waitForURL(url(`/game/${session.pin}/lobby`));
      await socket.cut();
      await page.getByTestId('reconnecting').waitFor();
      await expectToast(page, FAILURES[lang].receiveStatus);
      await socket.restore();
      await page.getByTestId('reconnecting').waitFor({ state: 'hidden', timeout: 15_000 });
      await page.getByTestId('players-count').waitFor();

      // The same seat in a new tab's session storage, opened without a connection.
      const seat = await page.evaluate((pin) => sessionStorage.getItem(`aq-seat:${pin}`) ?? '', session.pin);
      expect(seat).not.toBe('');
      const other = await context.newPage();
      await socket.cut();
      await other.goto(url('/runtime-config.json'));
      await other.evaluate(
        ({ pin, value }) => {
          sessionStorage.setItem(`aq-seat:${pin}`, value);
        },
        { pin: session.pin, value: seat },
      );
      await other.goto(url(`/game/${session.pin}/lobby`));
      await expectToast(other, FAILURES[lang].setupStatus);
      await socket.restore();
      await other.getByTestId('players-count').waitFor({ timeout: 15_000 });
    });

    it(`a game that is not there (${lang}): 'Game data not available'`, async () => {
      const { page } = await app().open({ language: lang });
      // A seat kept for a session the server no longer has (it ended and expired, or restarted).
      await page.goto(url('/runtime-config.json'));
      await page.evaluate(() => {
        sessionStorage.setItem('aq-seat:000002', JSON.stringify({ player_id: 'gone', seat_token: 'gone' }));
        localStorage.setItem('aq-host:000002', 'gone');
      });
      await page.goto(url('/game/000002/play'));
      await page.getByText(FAILURES[lang].gameDataNotAvailable, { exact: true }).waitFor();
      await page.goto(url('/host/000002'));
      await page.getByText(FAILURES[lang].gameDataNotAvailable, { exact: true }).waitFor();
      await page.goto(url('/join?pin=000002'));
      await page
        .getByRole('button', { name: lang === 'en' ? 'Enter' : arCommon.join.submit, exact: true })
        .click();
      // A PIN typed on /join that names no game says so (not the seat's "Game data not available").
      await page.getByText(FAILURES[lang].unknownPin, { exact: true }).waitFor();
    });
  }
});
