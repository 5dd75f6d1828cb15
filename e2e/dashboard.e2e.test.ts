/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arDashboard from '../apps/web/src/locales/ar/dashboard.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import enDashboard from '../apps/web/src/locales/en/dashboard.json';
import { LANGS, loginViaApi, readCodeFromOutbox, type Lang } from './support/app.js';
import { apiData, publishGame } from './support/games.js';
import { useAppSuite } from './support/suite.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { numberIn } from './support/text.js';

/** English as the spec writes it ('No data available'); Arabic from the app's catalogs. */
const TEXT = {
  en: {
    noData: 'No data available',
    firstGame: enDashboard.empty.firstGame,
    start: 'Start',
    submit: 'Submit answer',
    next: 'Next question',
    seeResults: 'See results',
    passedTitle: 'Congratulations!',
    optOut: enDashboard.leaderboard.optOut,
    anonymous: enDashboard.leaderboard.anonymousPlayer,
    department: enDashboard.leaderboard.scopes.department,
    noDepartment: enDashboard.leaderboard.noGroup.department,
    bands: enDashboard.score.awarenessBands,
    notStarted: 'Not started',
    riskUnit: 'Score out of 100, higher is riskier: not points',
  },
  ar: {
    noData: arCommon.empty.noData,
    firstGame: arDashboard.empty.firstGame,
    start: arGames.game.start,
    submit: arGames.quiz.submit,
    next: arGames.quiz.next,
    seeResults: arGames.quiz.seeResults,
    passedTitle: arGames.results.passedTitle,
    optOut: arDashboard.leaderboard.optOut,
    anonymous: arDashboard.leaderboard.anonymousPlayer,
    department: arDashboard.leaderboard.scopes.department,
    noDepartment: arDashboard.leaderboard.noGroup.department,
    bands: arDashboard.score.awarenessBands,
    notStarted: arDashboard.topics.notStarted,
    riskUnit: arDashboard.statisticHelp.total_high_score.unit,
  },
} as const;

/** Two single-choice questions with known answers. */
const QUESTIONS = [
  {
    key: 'dash-mfa',
    kind: 'single',
    text: {
      en: 'An MFA prompt you did not ask for appears. What now?',
      ar: 'ظهر طلب تحقق لم تطلبه. ماذا تفعل؟',
    },
    choices: [
      { key: 'a', text: { en: 'Approve it', ar: 'أوافق عليه' } },
      { key: 'b', text: { en: 'Deny and report it', ar: 'أرفضه وأبلغ عنه' } },
    ],
    correct: ['b'],
    wrong: ['a'],
    explanation: { en: 'Someone has your password.', ar: 'أحدهم يعرف كلمة مرورك.' },
  },
  {
    key: 'dash-link',
    kind: 'single',
    text: {
      en: 'A mail urges you to log in through its link. What now?',
      ar: 'رسالة تحثك على الدخول عبر رابطها. ماذا تفعل؟',
    },
    choices: [
      { key: 'a', text: { en: 'Open the site yourself', ar: 'أفتح الموقع بنفسي' } },
      { key: 'b', text: { en: 'Click the link quickly', ar: 'أضغط الرابط بسرعة' } },
    ],
    correct: ['a'],
    wrong: ['b'],
    explanation: { en: 'Links in urgent mails are lures.', ar: 'الروابط في الرسائل المستعجلة طُعم.' },
  },
] as const;
const GAME_NAME = { en: 'Dashboard Check', ar: 'فحص لوحة المعلومات' };
const PASSWORD = 'Player123';

/** The admin writes and publishes a two-question game in the first category. */
const createGame = (baseUrl: string) =>
  publishGame(baseUrl, {
    keyPrefix: 'e2e-dashboard',
    name: GAME_NAME,
    description: { en: 'Two questions for the dashboard tests.', ar: 'سؤالان لاختبارات لوحة المعلومات.' },
    passScore: 100,
    questions: QUESTIONS,
  });
type Game = Awaited<ReturnType<typeof createGame>>;

/** A verified account with a name of its own (leaderboards show names). */
async function createPlayer(baseUrl: string, name: string): Promise<{ email: string; token: string }> {
  const email = `dash-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const since = Date.now() - 1000;
  await apiData(baseUrl, null, 'POST', '/sendEmailVerification', { email });
  const code = await readCodeFromOutbox(baseUrl, email, since);
  await apiData(baseUrl, null, 'POST', '/VerfiyMail', { email, code, purpose: 'verify' });
  await apiData(baseUrl, null, 'POST', '/users', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return { email, token: await loginViaApi(baseUrl, email, PASSWORD) };
}

/** One attempt through the API: every answer right, or every answer wrong. */
async function playViaApi(baseUrl: string, token: string, game: Game, isRight: boolean): Promise<void> {
  const attempt = (await apiData(baseUrl, token, 'POST', `/games/${game.id}/attempts`, {
    category_id: game.categoryId,
  })) as unknown as { id: string; questions: { id: string; text: { en: string } }[] };
  for (const question of attempt.questions) {
    const known = QUESTIONS.find((item) => item.text.en === question.text.en)!;
    const choiceKeys = isRight ? known.correct : known.wrong;
    await apiData(baseUrl, token, 'POST', `/attempts/${attempt.id}/answers`, {
      question_id: question.id,
      choice_keys: choiceKeys,
    });
  }
  await apiData(baseUrl, token, 'POST', `/attempts/${attempt.id}/finish`);
}

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd[data-value]`);
const scoreValue = (page: Page, kind: string) => page.locator(`[data-score="${kind}"] [data-value] bdi`);
const ARABIC_INDIC = /^[\u0660-\u0669٫,.]+$/u;

describe('the player dashboard', () => {
  const app = useAppSuite();
  let game: Game;
  const problems = problemsCheckedAfterEach();
  const shoot = (page: Page, screen: string) =>
    shootEveryWay(page, `dashboard-${screen}`, problems, { height: 900 });

  beforeAll(async () => {
    game = await createGame(app().server.url);
  });

  /**
   * Signs in through the API and hands the browser the session cookies of docs/product.md §3 (the login form
   * itself is tested in auth-flows), then opens the app in the given language.
   */
  async function signIn(email: string, lang: Lang): Promise<Page> {
    const { server } = app();
    const login = (await apiData(server.url, null, 'POST', '/login', { email, password: PASSWORD })) as {
      user: unknown;
      token: string;
    };
    const { context, page } = await app().open({ language: lang });
    const cookie = { url: server.url, secure: true, sameSite: 'Strict' as const };
    await context.addCookies([
      { ...cookie, name: 'user', value: encodeURIComponent(JSON.stringify(login.user)) },
      { ...cookie, name: 'accessToken', value: login.token },
    ]);
    return page;
  }

  async function openDashboard(page: Page): Promise<void> {
    await page.goto(`${app().server.url}/dashboard`);
    await page
      .locator('main h1')
      .waitFor()
      .catch(async (error: unknown) => {
        console.log('DEBUG', page.url(), await page.evaluate(() => document.body.innerText));
        throw error;
      });
    await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  }

  /** Plays the game in the browser, every answer right, up to the congratulations. */
  async function playInBrowser(page: Page, lang: Lang): Promise<void> {
    const t = TEXT[lang];
    await page.goto(`${app().server.url}/categories/${game.categoryId}/games/${game.id}`);
    await page.getByRole('link', { name: t.start }).click();
    await page.waitForURL(/\/categories\/quiz\?attempt=/);
    for (let index = 0; index < QUESTIONS.length; index += 1) {
      const title = (await page.locator('main h2').first().textContent()) ?? '';
      const question = QUESTIONS.find((item) => item.text[lang] === title)!;
      const choice = question.choices.find((item) => item.key === question.correct[0])!;
      await page.getByRole('radio', { name: choice.text[lang], exact: true }).check();
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByRole('alert').filter({ hasText: question.explanation[lang] }).waitFor();
      const isLast = index === QUESTIONS.length - 1;
      await page.getByRole('button', { name: isLast ? t.seeResults : t.next }).click();
    }
    await page.getByRole('heading', { level: 2, name: t.passedTitle }).waitFor();
  }

  it.each(LANGS)('in %s: a new player sees the empty state, plays, and the dashboard moves', async (lang) => {
    const t = TEXT[lang];
    const { server } = app();
    const player = await createPlayer(server.url, lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
    const page = await signIn(player.email, lang);

    // A new player: 'No data available', and a button that leads to a first game.
    await openDashboard(page);
    const empty = page.locator('[data-dashboard="empty"]');
    await empty.getByText(t.noData, { exact: true }).waitFor();
    expect(await page.locator('[data-score]').count()).toBe(0);
    await shoot(page, 'empty');
    await empty.getByRole('link', { name: t.firstGame }).click();
    await page.waitForURL(/\/categories\/[0-9a-f-]{36}\/games\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: t.start }).waitFor();

    // One quiz played to a pass: in the browser in English; through the API in Arabic, as
    // quiz.e2e plays the Arabic quiz screens in full, and what this test checks is the dashboard.
    if (lang === 'en') await playInBrowser(page, lang);
    else await playViaApi(server.url, player.token, game, true);
    await openDashboard(page);
    expect(await page.locator('[data-dashboard="empty"]').count()).toBe(0);
    const digit = (value: number) => numberIn(value, lang);
    await expect.poll(() => stat(page, 'total_game_attempts').textContent()).toBe(digit(1));
    expect(await stat(page, 'total_correct_questions').textContent()).toBe(digit(2));
    expect(await stat(page, 'total_wrong_questions').textContent()).toBe(digit(0));
    expect(await stat(page, 'pass_games_count').textContent()).toBe(digit(1));
    const awarenessAfterPass = (await scoreValue(page, 'awareness').textContent()) ?? '';
    if (lang === 'ar') expect(awarenessAfterPass).toMatch(ARABIC_INDIC);
    // The band is said in words, and the explanation and formula version are there.
    const band = await page.locator('[data-score="awareness"]').getAttribute('data-band');
    const bandWord = t.bands[band as keyof typeof t.bands];
    expect(await page.locator('[data-score="awareness"] [data-band-label]').textContent()).toContain(
      bandWord,
    );
    expect(await page.locator('[data-score="awareness"] [data-formula-version]').textContent()).toMatch(/\S/);
    expect(await page.locator('[data-factors="awareness"] li').count()).toBeGreaterThan(0);
    // The recent attempts name the game; the charts have text alternatives.
    await page.locator('[data-section="recent"]').getByText(GAME_NAME[lang], { exact: true }).waitFor();
    // Every topic is listed; the one played has its share, the others say "Not started", no 50 %.
    const topics = page.locator('[data-section="topics"] li[data-topic]');
    expect(await topics.count()).toBeGreaterThanOrEqual(13);
    const played = page.locator('[data-section="topics"] li[data-started="true"]');
    expect(await played.count()).toBe(1);
    expect(await played.locator('[data-mastery]').textContent()).toMatch(lang === 'ar' ? /٪/ : /%/);
    const notStarted = page.locator('[data-section="topics"] li[data-started="false"] [data-mastery]');
    expect(await notStarted.count()).toBe((await topics.count()) - 1);
    expect(new Set(await notStarted.allTextContents())).toEqual(new Set([t.notStarted]));
    // The index and the awareness score say what they count, in topics.
    const mastered = await page.locator('[data-section="topics"] li[data-mastered="true"]').count();
    const total = await topics.count();
    expect(
      await page.locator('[data-stat="awareness_index_percentage"] [data-help]').textContent(),
    ).toContain(`${digit(mastered)} ${lang === 'ar' ? 'من' : 'of'} ${digit(total)}`);
    expect(await stat(page, 'awareness_index_percentage').textContent()).toContain(
      digit(Math.round((1000 * mastered) / total) / 10),
    );
    expect(await page.locator('[data-stat="total_high_score"] [data-unit]').textContent()).toBe(t.riskUnit);
    expect(await page.locator('[data-section="trend"] table tbody tr').count()).toBeGreaterThanOrEqual(1);
    await shoot(page, 'played');

    // A second attempt, every answer wrong: the statistics and the awareness score move again.
    await playViaApi(server.url, player.token, game, false);
    await openDashboard(page);
    await expect.poll(() => stat(page, 'total_game_attempts').textContent()).toBe(digit(2));
    expect(await stat(page, 'total_wrong_questions').textContent()).toBe(digit(2));
    expect(await stat(page, 'correct_question_percentage').textContent()).toContain(
      lang === 'ar' ? '٥٠' : '50',
    );
    expect(await scoreValue(page, 'awareness').textContent()).not.toBe(awarenessAfterPass);
    expect(await page.locator('[data-section="recent"] tbody tr').count()).toBe(2);
  });

  it('lists an anonymous player as "Anonymous player" once they opt out, and highlights the own row', async () => {
    const { server } = app();
    // Names take letters only: a random run of letters keeps this run's players apart.
    const suffix = Array.from({ length: 5 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const lina = await createPlayer(server.url, `Lina Board ${suffix}`);
    const omar = await createPlayer(server.url, `Omar Board ${suffix}`);
    await playViaApi(server.url, lina.token, game, true);
    await playViaApi(server.url, omar.token, game, true);

    const omarPage = await signIn(omar.email, 'en');
    await openDashboard(omarPage);
    const board = omarPage.locator('[data-section="leaderboard"]');
    await board.getByText(`Lina Board ${suffix}`, { exact: true }).waitFor();
    const myRow = board.locator('[data-me]');
    expect(await myRow.count()).toBe(1);
    expect(await myRow.getAttribute('aria-current')).toBe('true');
    expect(await myRow.locator('[data-name]').textContent()).toBe(`Omar Board ${suffix}`);
    // Neither has a department: the department board says so.
    await omarPage.getByRole('tab', { name: TEXT.en.department }).click();
    await board.getByText(TEXT.en.noDepartment, { exact: true }).waitFor();

    // Lina opts out from her dashboard; she still sees her own name.
    const linaPage = await signIn(lina.email, 'ar');
    await openDashboard(linaPage);
    const optOut = linaPage.getByRole('switch', { name: TEXT.ar.optOut });
    expect(await optOut.isChecked()).toBe(false);
    const saved = linaPage.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/me/leaderboard') && response.request().method() === 'PUT',
    );
    // Mantine lays the switch's input over the whole control; without force Playwright waits
    // until nothing (a toast) covers it.
    await optOut.check();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => optOut.isChecked()).toBe(true);
    const linaBoard = linaPage.locator('[data-section="leaderboard"]');
    await expect
      .poll(() => linaBoard.locator('[data-me] [data-name]').textContent())
      .toBe(`Lina Board ${suffix}`);
    await linaPage.reload();
    await linaPage.getByRole('switch', { name: TEXT.ar.optOut }).waitFor();
    expect(await linaPage.getByRole('switch', { name: TEXT.ar.optOut }).isChecked()).toBe(true);

    // Omar now sees an anonymous player where Lina's name was.
    await openDashboard(omarPage);
    await board.locator('[data-leaderboard-row]').first().waitFor();
    expect(await board.getByText(`Lina Board ${suffix}`, { exact: true }).count()).toBe(0);
    expect(await board.locator('[data-anonymous] [data-name]').first().textContent()).toBe(TEXT.en.anonymous);
    await shoot(omarPage, 'leaderboard');
  });
});
