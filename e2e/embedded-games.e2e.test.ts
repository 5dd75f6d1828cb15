/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import arEmbedded from '../apps/web/src/locales/ar/embedded.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import enEmbedded from '../apps/web/src/locales/en/embedded.json';
import enGames from '../apps/web/src/locales/en/games.json';
import { SPOTS } from '../apps/web/games/clean-desk-vr/spots';
import { TEXTS as DESK } from '../apps/web/games/clean-desk-vr/texts';
import { MESSAGES } from '../apps/web/games/phish-inbox/messages';
import { TEXTS as INBOX } from '../apps/web/games/phish-inbox/texts';
import { COMMON, say } from '../apps/web/games/shared/texts';
import { attemptSchema } from '../packages/contracts/src/content/attempts.js';
import {
  gameSummarySchema,
  pageSchema,
  type GameSummary,
} from '../packages/contracts/src/content/catalog.js';
import { envelopeSchema, errorEnvelopeSchema } from '../packages/contracts/src/envelope.js';
import {
  createAccountViaApi,
  LANGS,
  loginViaApi,
  loginViaUi,
  PLAYER,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { checkAccessibilityAt, saveShot, schemesToCheck, WIDTHS } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { numberIn, percentIn, withoutMarks } from './support/text.js';

const PLATFORM = {
  en: { embedded: enEmbedded, games: enGames },
  ar: { embedded: arEmbedded, games: arGames },
} as const;

/** A call to the API as `token`'s user: the status and the parsed JSON body. */
async function callApi(baseUrl: string, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A published game by its key, as the catalog lists it (its url included). */
async function findGame(baseUrl: string, token: string, key: string): Promise<GameSummary> {
  const answer = await callApi(baseUrl, token, 'GET', '/games?per_page=50');
  const page = envelopeSchema(pageSchema(gameSummarySchema)).parse(answer.body).data;
  const game = page.items.find((item) => item.key === key);
  if (!game) throw new Error(`no published game ${key}`);
  return game;
}

/** From the game's details screen: Start, then the attempt's id once the page holds it. */
async function startFromDetails(page: Page, baseUrl: string, game: GameSummary, lang: Lang): Promise<string> {
  await page.goto(`${baseUrl}/categories/${game.category_ids[0]}/games/${game.id}`);
  await page.getByRole('link', { name: PLATFORM[lang].games.game.start, exact: true }).click();
  await page.waitForURL(/\/categories\/quiz\?attempt=/);
  return new URL(page.url()).searchParams.get('attempt')!;
}

function gameFrame(page: Page, game: GameSummary, lang: Lang): FrameLocator {
  const title = PLATFORM[lang].embedded.frameTitle.replace('{{name}}', game.name[lang]);
  return page.frameLocator(`iframe[title="${title}"]`);
}

/** Starts the game in the frame once the platform's `init` has enabled its Start button. */
async function startInFrame(frame: FrameLocator, lang: Lang): Promise<void> {
  await frame.getByRole('button', { name: say(COMMON.start, lang), exact: true }).click();
}

/** Marks message `index` safe or phishing (wrongly, when asked to) and waits for the feedback. */
async function judge(frame: FrameLocator, lang: Lang, index: number, isWrongOnPurpose = false) {
  const message = MESSAGES[index]!;
  const saysPhishing = isWrongOnPurpose ? !message.isPhishing : message.isPhishing;
  await frame
    .getByRole('button', { name: say(saysPhishing ? INBOX.phishing : INBOX.safe, lang), exact: true })
    .click();
  await frame.locator('.feedback').waitFor();
}

/** "Next message", or "See my results" after the last one. */
async function moveOn(frame: FrameLocator, lang: Lang, index: number) {
  const isLast = index === MESSAGES.length - 1;
  await frame
    .getByRole('button', { name: say(isLast ? INBOX.seeResults : INBOX.next, lang), exact: true })
    .click();
  if (!isLast) {
    const heading = say(INBOX.messageOf, lang, { n: index + 2, total: MESSAGES.length });
    await frame.getByRole('heading', { name: heading, exact: true }).waitFor();
  }
}

/**
 * Walks round the office with "Look at next object" (the game turns to the spots in SPOTS'
 * order) and waits until each is the one in the centre of the view.
 */
function deskWalk(frame: FrameLocator, lang: Lang) {
  let turns = 0;
  const inView = frame.locator('.in-view');
  return {
    async next() {
      const spot = SPOTS[turns % SPOTS.length]!;
      turns += 1;
      await frame.getByRole('button', { name: say(DESK.nextObject, lang), exact: true }).click();
      const wanted = say(DESK.inView, lang, { label: spot.label[lang] });
      await expect.poll(() => inView.textContent(), { timeout: 10_000 }).toBe(wanted);
      return spot;
    },
    async report(spot: (typeof SPOTS)[number]) {
      await frame.getByRole('button', { name: say(DESK.report, lang), exact: true }).click();
      // The feedback, or the results (they list every problem) after the last one.
      await frame.locator('.feedback, .result-list').filter({ hasText: spot.explanation[lang] }).waitFor();
    },
  };
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The body of the one report the platform sends to the server. */
function captureReport(page: Page): Promise<{ token: string; score: number }> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/report')) {
        resolve(request.postDataJSON() as { token: string; score: number });
      }
    });
  });
}

/** One server and browser for the file: each test signs in its own page, and the screenshots' player is fresh. */
const app = useAppSuite();

describe('the embedded WEB-GL and VR games', () => {
  it.each([
    { lang: 'en' as const, key: 'phishing-inbox-3d', score: 83, correct: 5, wrong: 1 },
    { lang: 'ar' as const, key: 'clean-desk-walkthrough-vr', score: 80, correct: 5, wrong: 1 },
  ])(
    'plays $key in $lang to its end; the result is stored once and a replayed token is refused',
    async (run) => {
      const { server, open } = app();
      const token = await loginViaApi(server.url, PLAYER.email, PLAYER.password);
      const game = await findGame(server.url, token, run.key);
      expect(game.url).toMatch(/^\/games\/[a-z-]+\/index\.html$/);

      const { page } = await open({ language: run.lang });
      const errors = watchErrors(page);
      await loginViaUi(page, server.url, PLAYER, run.lang);
      const attemptId = await startFromDetails(page, server.url, game, run.lang);
      const frameElement = page.locator('iframe');
      expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
      expect(await frameElement.getAttribute('allow')).toContain('xr-spatial-tracking');
      const frame = gameFrame(page, game, run.lang);
      // The game took the platform's language from `init`.
      await frame.locator(`html[lang="${run.lang}"][dir="${run.lang === 'ar' ? 'rtl' : 'ltr'}"]`).waitFor();
      await startInFrame(frame, run.lang);
      const report = captureReport(page);
      const progress = page.getByRole('progressbar', { name: PLATFORM[run.lang].embedded.progress });

      if (run.key === 'phishing-inbox-3d') {
        // The first message judged wrongly on purpose: 5 of 6 right.
        for (const index of MESSAGES.keys()) {
          await judge(frame, run.lang, index, index === 0);
          // `progress` goes from the game through the bridge to the platform's bar.
          if (index === 0) await expect.poll(() => progress.getAttribute('aria-valuenow')).not.toBe('0');
          await moveOn(frame, run.lang, index);
        }
      } else {
        // One false alarm (the mug), then every problem: (5 - 1) of 5; the last one ends the game.
        const walk = deskWalk(frame, run.lang);
        for (let found = 0; found < 5;) {
          const spot = await walk.next();
          if (spot.isProblem) found += 1;
          if (spot.isProblem || spot.key === 'mug') await walk.report(spot);
          if (found === 1) await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('20');
        }
      }

      // The game shows its own summary; the platform has relayed the result, and shows the
      // server's verdict when the player moves on.
      await frame
        .locator('.score')
        .filter({ hasText: `${run.score}%` })
        .waitFor();
      const sent = await report;
      expect(sent.score).toBe(run.score);
      await page.getByRole('button', { name: PLATFORM[run.lang].embedded.seeResults, exact: true }).click();
      const scoreStat = page.locator('[data-stat="score"] dd');
      await scoreStat.waitFor();
      expect(withoutMarks(await scoreStat.textContent())).toBe(percentIn(run.score, run.lang));
      expect(await page.locator('[data-stat="correct"] dd').textContent()).toBe(
        numberIn(run.correct, run.lang),
      );

      const stored = await callApi(server.url, token, 'GET', `/attempts/${attemptId}`);
      const attempt = envelopeSchema(attemptSchema).parse(stored.body).data;
      expect(attempt.status).toBe('finished');
      expect(attempt.result).toMatchObject({
        score: run.score,
        correct: run.correct,
        wrong: run.wrong,
        ending: 'reported',
      });

      // The same token again (a replay, or a game reporting twice) is refused.
      const again = await callApi(server.url, token, 'POST', `/attempts/${attemptId}/report`, {
        token: sent.token,
        score: 100,
        correct: 6,
        wrong: 0,
      });
      expect(again.status).toBe(403);
      expect(errorEnvelopeSchema.parse(again.body).code).toBe('INVALID_GAME_TOKEN');
      expect(errors).toEqual([]);
    },
  );

  it('serves the game pages to a sandboxed frame: CORS on their files, framing by our own pages only', async () => {
    const { server } = app();
    const page = await fetch(`${server.url}/games/phish-inbox/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { origin: 'null' } });
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    const spa = await fetch(`${server.url}/index.html`);
    expect(spa.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${server.url}/games/no-such-game/index.html`)).status).toBe(404);
  });

  it('plays in demo mode, reporting nothing, when a game page is opened on its own', async () => {
    const { server, open } = app();
    const { page } = await open();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/games/phish-inbox/index.html?lang=ar`);
    await page.getByText(say(COMMON.demoNote, 'ar')).waitFor();
    await page.getByRole('button', { name: say(COMMON.start, 'ar'), exact: true }).click();
    await page.getByRole('button', { name: say(INBOX.phishing, 'ar'), exact: true }).click();
    await page.locator('.feedback.good').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(errors).toEqual([]);
  });
});

describe('the embedded games in en/ar at 1280/390 (light/dark photographed with SHOTS_DIR)', () => {
  it('shows both games inside the platform', async () => {
    const { server, open } = app();
    // A fresh player, so the demo player's attempts stay untouched; one attempt per game is resumed.
    const email = uniqueEmail('embedded');
    await createAccountViaApi(server.url, email, PLAYER.password);
    const token = await loginViaApi(server.url, email, PLAYER.password);
    const problems: string[] = [];
    for (const key of ['phishing-inbox-3d', 'clean-desk-walkthrough-vr']) {
      const game = await findGame(server.url, token, key);
      let attemptId: string | null = null;
      for (const lang of LANGS) {
        const { page } = await open({ language: lang, reducedMotion: 'reduce' });
        await loginViaUi(page, server.url, { email, password: PLAYER.password }, lang);
        attemptId ??= await startFromDetails(page, server.url, game, lang);
        for (const scheme of schemesToCheck(lang)) {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
            await page.goto(`${server.url}/categories/quiz?attempt=${attemptId}`);
            const frame = gameFrame(page, game, lang);
            await startInFrame(frame, lang);
            if (key === 'phishing-inbox-3d') {
              await judge(frame, lang, 0, true);
            } else {
              const walk = deskWalk(frame, lang);
              await walk.next();
              await walk.report(await walk.next());
            }
            await page.evaluate(() => {
              window.scrollTo(0, 0);
            });
            await page.waitForTimeout(600);
            const file = `${key}-${lang}-${scheme}-${width}.png`;
            const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wider > 0) problems.push(`${file}: ${wider}px`);
            // axe reads the game's frame too: it is our page, in the reader's language.
            await checkAccessibilityAt(page, width, file, problems);
            await saveShot(page, file);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
