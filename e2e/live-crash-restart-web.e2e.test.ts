import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedSession } from '../packages/contracts/src/index.js';
import { ADMIN, SERVER_ENV, loginViaApi, newPage } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { saveShot } from './support/screenshots.js';
import { apiData, type TestQuestion } from './support/games.js';
import { createGame, QUESTIONS } from './support/live-game.js';
import { SERVER_START_MS, startServer, type RunningServer } from './support/server.js';

/**
 * The web app through a crash of the embedded server: the host's and the players' screens show
 * "reconnecting" while it is down, and after a start on the same data dir and port they are
 * back in the game by themselves, with the answer sent before the crash, and it goes on.
 */

const servers: RunningServer[] = [];
let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// Each try starts its own server (a retry's first server was killed by the try before), so the
// test holds a first start (migrations and the content pack), a kill and a second start.
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});
const RESTART_TEST_MS = 2 * SERVER_START_MS + 130_000;

const [q1] = QUESTIONS as [TestQuestion];

async function join(url: string, pin: string, nickname: string): Promise<Page> {
  const { page } = await newPage(browser as Browser, url, { language: 'en' });
  await page.goto(`${url}/join-game?pin=${pin}`);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.waitForURL(`${url}/game/${pin}/lobby`);
  return page;
}

describe('the web app when the embedded server is killed with -9 and started again', () => {
  // The host's screen is the SPA with Mantine: its first toast ("Failed to receive real-time
  // updates", 8 s into the outage) needs the toaster's chunk, which once failed to load while the
  // server was down and took the whole screen down with it (issue 26).
  it(
    'brings the host and the players back into the game, with the answer sent before',
    async () => {
      const first = await startServer(SERVER_ENV);
      servers.push(first);
      const { url } = first;
      const gameId = await createGame(url);
      const token = await loginViaApi(url, ADMIN.email, ADMIN.password);
      const session = (await apiData(url, token, 'POST', '/live/sessions', {
        source: { kind: 'game', game_id: gameId },
        // The longest window: a slow start on a busy machine must not end the question meanwhile.
        settings: { reading_seconds: 0, answer_seconds: 240 },
      })) as unknown as CreatedSession;
      const { pin } = session;

      const { page: host } = await newPage(browser as Browser, url, { language: 'en' });
      await host.goto(`${url}/runtime-config.json`);
      await host.evaluate(
        ({ key, value }) => {
          localStorage.setItem(key, value);
        },
        {
          key: `aq-host:${pin}`,
          value: session.host_key,
        },
      );
      await host.goto(`${url}/host/${pin}`);
      await host.getByTestId('game-pin').waitFor();
      const amal = await join(url, pin, 'Amal');
      const badr = await join(url, pin, 'Badr');
      await host.getByText('Participants: 2', { exact: true }).waitFor();

      await host.getByRole('button', { name: 'Start', exact: true }).click();
      for (const page of [amal, badr]) {
        await page.waitForURL(`${url}/game/${pin}/play`);
        await page.getByTestId('question-text').filter({ hasText: q1.text.en }).waitFor();
      }
      await amal.getByRole('button', { name: q1.choices[1]?.text.en }).click();
      await amal.getByText('Answer sent!', { exact: true }).waitFor();
      await host.getByTestId('answers-count').filter({ hasText: '1 / 2' }).waitFor();

      await first.kill();
      servers.splice(0);
      for (const page of [host, amal, badr]) await page.getByTestId('reconnecting').waitFor();
      // The host is told while the server is down (8 s into it): the toaster's code is there.
      // The server stays down until then: a restart quicker than 8 s would (rightly) tell nothing.
      await host
        .getByText('Failed to receive real-time updates', { exact: true })
        .waitFor({ timeout: 20_000 });
      await saveShot(host, 'live-host-server-down.png', { fullPage: false });
      const second = await startServer({ ...SERVER_ENV, PORT: new URL(url).port }, first.dataDir);
      servers.push(second);

      // Back by themselves (socket.io retries at most 4 s apart), in the same seats.
      for (const page of [host, amal, badr])
        await page.getByTestId('reconnecting').waitFor({ state: 'hidden', timeout: 15_000 });
      await amal.getByText('Answer sent!', { exact: true }).waitFor();
      // The host's count, read (a failure says what it shows instead).
      await expect
        .poll(() => host.getByTestId('answers-count').textContent(), { timeout: 30_000 })
        .toBe('1 / 2');
      await badr.getByRole('button', { name: q1.choices[0]?.text.en }).click();
      await amal.getByRole('heading', { level: 1, name: 'Correct answer', exact: true }).waitFor();
      await badr.getByRole('heading', { level: 1, name: 'Wrong answer', exact: true }).waitFor();
      await host.getByRole('heading', { name: 'Answer statistics' }).waitFor();
      for (const page of [host, amal, badr])
        expect(await page.getByText('Game data not available', { exact: true }).count()).toBe(0);
    },
    RESTART_TEST_MS,
  );
});
