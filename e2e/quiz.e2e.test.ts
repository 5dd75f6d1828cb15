/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import {
  ADMIN,
  createAccountViaApi,
  LANGS,
  loginViaApi,
  loginViaUi,
  SERVER_ENV,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { CLOCK_ENV, runOutOfTime } from './support/clock.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { fillText, numberIn, percentIn, withoutMarks } from './support/text.js';

/** The texts the player sees: English as docs/product.md §2/§8 writes it, Arabic from the app's catalog. */
const QUIZ_TEXT = {
  en: {
    start: 'Start',
    resume: 'Resume',
    submit: 'Submit answer',
    next: 'Next question',
    seeResults: 'See results',
    tryAgain: 'Try again',
    correct: 'Correct!',
    wrong: 'Wrong answer',
    incorrect: 'Incorrect!',
    correctChoice: 'Correct answer',
    selectAll: 'Select all that apply',
    progress: (current: number, total: number) => `Question ${current} of ${total}`,
    passedTitle: 'Congratulations!',
    completed: 'completed successfully',
    failed: 'Quiz failed: You did not answer all questions correctly',
    outOfAttempts: 'Sorry, you have exceeded the number of available attempts. Please try again.',
    noData: 'No data available',
    noGamesFound: 'No games found',
    noGamesAvailable: 'No games available',
    tryDifferent: 'Try searching with different keywords',
    searchCategories: 'Search games and categories',
    searchGames: 'Search games in this category',
  },
  ar: {
    start: arGames.game.start,
    resume: arGames.game.resume,
    submit: arGames.quiz.submit,
    next: arGames.quiz.next,
    seeResults: arGames.quiz.seeResults,
    tryAgain: arGames.results.tryAgain,
    correct: arGames.quiz.correct,
    wrong: arGames.quiz.wrong,
    incorrect: arGames.quiz.incorrect,
    correctChoice: arGames.quiz.correctChoice,
    selectAll: arGames.quiz.selectAll,
    progress: (current: number, total: number) => fillText(arGames.quiz.progress, { current, total }, 'ar'),
    passedTitle: arGames.results.passedTitle,
    completed: 'تم إكمال الاختبار بنجاح',
    failed: arGames.results.failed,
    outOfAttempts: arGames.results.outOfAttempts,
    noData: arCommon.empty.noData,
    noGamesFound: arCommon.empty.noGamesFound,
    noGamesAvailable: arCommon.empty.noGamesAvailable,
    tryDifferent: arCommon.empty.tryDifferentKeywords,
    searchCategories: arCommon.pages.categories.search,
    searchGames: arGames.search.games,
  },
} as const;

interface TestChoice {
  key: string;
  text: { en: string; ar: string };
}
interface TestQuestion {
  key: string;
  kind: 'single' | 'multiple';
  text: { en: string; ar: string };
  choices: TestChoice[];
  correct: string[];
  /** What a failing player picks: a wrong choice, or one right and one wrong (partial credit). */
  wrong: string[];
  explanation: { en: string; ar: string };
}

/** The game the admin writes for these tests: two questions with known answers. */
const QUESTIONS: TestQuestion[] = [
  {
    key: 'mfa-prompt',
    kind: 'single',
    text: {
      en: 'Your phone shows a sign-in approval you did not ask for. What do you do?',
      ar: 'يعرض هاتفك طلب موافقة على تسجيل دخول لم تطلبه. ماذا تفعل؟',
    },
    choices: [
      { key: 'a', text: { en: 'Approve it so it stops', ar: 'أوافق عليه حتى يتوقف' } },
      { key: 'b', text: { en: 'Deny it and report it', ar: 'أرفضه وأبلغ عنه' } },
      { key: 'c', text: { en: 'Ignore it for now', ar: 'أتجاهله الآن' } },
    ],
    correct: ['b'],
    wrong: ['a'],
    explanation: {
      en: 'Unexpected prompts mean someone has your password: deny, report, and change it.',
      ar: 'الطلبات غير المتوقعة تعني أن أحدًا يعرف كلمة مرورك: ارفض وأبلغ وغيّرها.',
    },
  },
  {
    key: 'phishing-signs',
    kind: 'multiple',
    text: {
      en: 'Which of these are signs of a phishing email?',
      ar: 'أيّ مما يلي من علامات رسالة التصيد الاحتيالي؟',
    },
    choices: [
      { key: 'a', text: { en: 'Pressure to act at once', ar: 'الضغط للتصرف فورًا' } },
      { key: 'b', text: { en: 'A message you were expecting', ar: 'رسالة كنت تنتظرها' } },
      { key: 'c', text: { en: 'A look-alike sender domain', ar: 'نطاق مرسل مشابه للحقيقي' } },
    ],
    correct: ['a', 'c'],
    wrong: ['a', 'b'],
    explanation: {
      en: 'Urgency and look-alike domains are classic lures; an expected message is not a sign by itself.',
      ar: 'الاستعجال والنطاقات المشابهة من الحيل المعروفة؛ أما الرسالة المتوقعة فليست علامة بحد ذاتها.',
    },
  },
];

const GAME_NAME = { en: 'Two-Question Check', ar: 'اختبار السؤالين' };

interface CreatedGame {
  id: string;
  categoryId: string;
  categoryName: { en: string; ar: string };
}

async function adminCall(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

/** The admin API: a game with the two questions in the first category, then published. */
async function createGame(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<CreatedGame> {
  const token = await loginViaApi(baseUrl, ADMIN.email, ADMIN.password);
  const categories = (await adminCall(baseUrl, token, 'GET', '/categories?per_page=1')) as unknown as {
    items: { id: string; key: string; name: { en: string; ar: string } }[];
  };
  const category = categories.items[0];
  if (!category) throw new Error('the content pack has no category');
  const fields = {
    key: `e2e-two-questions-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    categories: [category.key],
    name: GAME_NAME,
    description: {
      en: 'Two quick questions on sign-in prompts and phishing.',
      ar: 'سؤالان سريعان عن طلبات تسجيل الدخول والتصيد الاحتيالي.',
    },
    type: 'interactive',
    difficulty: 'easy',
    duration_minutes: 5,
    pass_score: 100,
    attempts_allowed: 2,
    published: false,
    ...overrides,
  };
  const game = await adminCall(baseUrl, token, 'POST', '/admin/games', fields);
  const id = String(game.id);
  for (const question of QUESTIONS) {
    const { key, kind, text, choices, correct, explanation } = question;
    const body = { key, kind, text, choices, correct, explanation };
    await adminCall(baseUrl, token, 'POST', `/admin/games/${id}/questions`, body);
  }
  await adminCall(baseUrl, token, 'PUT', `/admin/games/${id}`, { ...fields, published: true });
  return { id, categoryId: category.id, categoryName: category.name };
}

/** Checked on every screen (and photographed into SHOTS_DIR when set): quiz-<screen>-<lang>-<scheme>-<width>.png */
const problems = problemsCheckedAfterEach();
const shoot = (page: Page, screen: string) => shootEveryWay(page, `quiz-${screen}`, problems);

describe('self-paced quizzes', () => {
  const app = useAppSuite({ ...SERVER_ENV, ...CLOCK_ENV });
  let game: CreatedGame;

  beforeAll(async () => {
    game = await createGame(app().server.url);
  });

  /** A fresh player (so no attempts of another test count), signed in through the UI. */
  async function newPlayer(lang: Lang): Promise<Page> {
    const { server, open } = app();
    const email = uniqueEmail(`quiz-${lang}`);
    await createAccountViaApi(server.url, email, 'Player123');
    const { page } = await open({ language: lang });
    await loginViaUi(page, server.url, { email, password: 'Player123' }, lang);
    expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    return page;
  }

  const detailsPath = () => `/categories/${game.categoryId}/games/${game.id}`;
  const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);
  const heading = (page: Page, level: number, name: string) =>
    page.getByRole('heading', { level, name, exact: true });

  async function openDetailsAndStart(page: Page, lang: Lang): Promise<void> {
    await page.goto(`${app().server.url}${detailsPath()}`);
    await heading(page, 1, GAME_NAME[lang]).waitFor();
    await page.getByRole('link', { name: QUIZ_TEXT[lang].start }).click();
    await page.waitForURL(/\/categories\/quiz\?attempt=[0-9a-f-]{36}$/);
  }

  /** Answers the question on screen (right or wrong), checks the feedback, and moves on. */
  async function answer(page: Page, lang: Lang, isRight: boolean, onFeedback?: () => Promise<void>) {
    const t = QUIZ_TEXT[lang];
    const title = (await page.locator('main h2').first().textContent()) ?? '';
    const question = QUESTIONS.find((item) => item.text[lang] === title);
    if (!question) throw new Error(`unknown question on screen: ${title}`);
    const role = question.kind === 'multiple' ? 'checkbox' : 'radio';
    if (question.kind === 'multiple') await page.getByText(t.selectAll, { exact: true }).waitFor();
    for (const key of isRight ? question.correct : question.wrong) {
      const choice = question.choices.find((item) => item.key === key)!;
      await page.getByRole(role, { name: choice.text[lang], exact: true }).check();
    }
    await page.getByRole('button', { name: t.submit }).click();
    const verdict = isRight ? t.correct : question.kind === 'multiple' ? t.incorrect : t.wrong;
    const feedback = page.getByRole('alert').filter({ hasText: question.explanation[lang] });
    await feedback.waitFor();
    expect(await feedback.textContent()).toContain(verdict);
    // The right choices are marked as such, in words and not only in colour.
    const marked = page.locator('[data-state="correct"]');
    expect(await marked.count()).toBe(question.correct.length);
    for (const key of question.correct) {
      const text = question.choices.find((item) => item.key === key)!.text[lang];
      expect(await marked.filter({ hasText: text }).textContent()).toContain(t.correctChoice);
    }
    await onFeedback?.();
  }

  async function next(page: Page, lang: Lang, isLast: boolean) {
    const t = QUIZ_TEXT[lang];
    await page.getByRole('button', { name: isLast ? t.seeResults : t.next }).click();
  }

  describe.each(LANGS)('in %s', (lang) => {
    const t = QUIZ_TEXT[lang];

    it('browses the categories and a category, with search and its empty states', async () => {
      const page = await newPlayer(lang);
      const { server } = app();
      await page.goto(`${server.url}/categories`);
      const cards = page.locator('main h2 a');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      await shoot(page, 'categories');

      // A keyword in either language finds the category.
      const search = page.getByRole('searchbox', { name: t.searchCategories });
      for (const word of [game.categoryName.en.split(' ')[0]!, game.categoryName.ar.split(' ')[0]!]) {
        await search.fill(word);
        await page.getByRole('link', { name: game.categoryName[lang], exact: true }).waitFor();
      }
      await search.fill('zzqx-nothing-matches');
      await page.getByText(t.noGamesFound, { exact: true }).waitFor();
      await page.getByText(t.tryDifferent, { exact: true }).waitFor();
      expect(await page.getByText(t.noData, { exact: true }).count()).toBe(0);
      await search.fill('');
      await page.getByRole('link', { name: game.categoryName[lang], exact: true }).click();

      await page.waitForURL(`${server.url}/categories/${game.categoryId}`);
      await heading(page, 1, game.categoryName[lang]).waitFor();
      await page.getByRole('link', { name: GAME_NAME[lang], exact: true }).waitFor();
      await shoot(page, 'category');
      const gameSearch = page.getByRole('searchbox', { name: t.searchGames });
      await gameSearch.fill(lang === 'ar' ? 'السؤالين' : 'Two-Question');
      await expect.poll(() => page.locator('main h2 a').count()).toBe(1);
      await gameSearch.fill('zzqx-nothing-matches');
      await page.getByText(t.noGamesAvailable, { exact: true }).waitFor();
      await page.getByText(t.tryDifferent, { exact: true }).waitFor();
      await gameSearch.fill('');
      await page.getByRole('link', { name: GAME_NAME[lang], exact: true }).click();

      await page.waitForURL(`${server.url}${detailsPath()}`);
      await heading(page, 1, GAME_NAME[lang]).waitFor();
      expect(await stat(page, 'attemptsLeft').textContent()).toBe(numberIn(2, lang));
      expect(withoutMarks(await stat(page, 'passScore').textContent())).toBe(percentIn(100, lang));
      expect(await stat(page, 'questions').textContent()).toBe(numberIn(2, lang));
      const choice = page.getByRole('radio', { name: game.categoryName[lang] });
      expect(await choice.isChecked()).toBe(true);
      await shoot(page, 'details');
    });

    it('plays to a pass: one question at a time, feedback, a reload resumes, then congratulations', async () => {
      const page = await newPlayer(lang);
      await openDetailsAndStart(page, lang);
      await page.getByText(t.progress(1, 2), { exact: true }).waitFor();
      expect(await page.getByRole('timer').textContent()).toMatch(/^0[45]:\d\d$/);
      await answer(page, lang, true, () => shoot(page, 'question-feedback-correct'));
      await next(page, lang, false);
      await page.getByText(t.progress(2, 2), { exact: true }).waitFor();

      // The attempt's id is in the address: a reload comes back to the same question, and the
      // details screen offers to resume it.
      const attemptUrl = page.url();
      await page.reload();
      await page.getByText(t.progress(2, 2), { exact: true }).waitFor();
      await page.goto(`${app().server.url}${detailsPath()}`);
      await page.getByRole('link', { name: t.resume }).click();
      await page.waitForURL(attemptUrl);
      await page.getByText(t.progress(2, 2), { exact: true }).waitFor();
      await answer(page, lang, true);
      await next(page, lang, true);

      await heading(page, 2, t.passedTitle).waitFor();
      expect(await page.locator('[data-outcome="passed"]').textContent()).toContain(t.completed);
      expect(withoutMarks(await stat(page, 'score').textContent())).toBe(percentIn(100, lang));
      expect(await stat(page, 'correct').textContent()).toBe(numberIn(2, lang));
      expect(await stat(page, 'wrong').textContent()).toBe(numberIn(0, lang));
      expect(withoutMarks(await stat(page, 'accuracy').textContent())).toBe(percentIn(100, lang));
      await page.getByRole('link', { name: t.tryAgain }).waitFor();
      await shoot(page, 'results-passed');

      // The details screen now knows: one attempt used, best score 100%.
      await page.goto(`${app().server.url}${detailsPath()}`);
      await expect.poll(() => stat(page, 'attemptsUsed').textContent()).toBe(numberIn(1, lang));
      expect(withoutMarks(await stat(page, 'bestScore').textContent())).toBe(percentIn(100, lang));
    });

    it('plays to a fail, then fails again and is out of attempts everywhere', async () => {
      const page = await newPlayer(lang);
      await openDetailsAndStart(page, lang);
      await answer(page, lang, false, () => shoot(page, 'question-feedback-wrong'));
      await next(page, lang, false);
      await answer(page, lang, false);
      await next(page, lang, true);

      await heading(page, 2, t.failed).waitFor();
      expect(await page.locator('[data-outcome="failed"]').count()).toBe(1);
      expect(await stat(page, 'correct').textContent()).toBe(numberIn(0, lang));
      expect(await stat(page, 'wrong').textContent()).toBe(numberIn(2, lang));
      await shoot(page, 'results-failed');

      // The second and last attempt.
      await page.getByRole('link', { name: t.tryAgain }).click();
      await page.waitForURL(/\/categories\/quiz\?attempt=/);
      await answer(page, lang, false);
      await next(page, lang, false);
      await answer(page, lang, true);
      await next(page, lang, true);
      await heading(page, 2, t.failed).waitFor();
      const outcome = page.locator('[data-outcome="outOfAttempts"]');
      await outcome.getByText(t.outOfAttempts, { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: t.tryAgain }).count()).toBe(0);
      await shoot(page, 'results-out-of-attempts');

      // The details screen: Start disabled, the reason in the spec's words.
      await page.goto(`${app().server.url}${detailsPath()}`);
      await page.getByText(t.outOfAttempts, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: t.start }).isDisabled()).toBe(true);
      expect(await stat(page, 'attemptsLeft').textContent()).toBe(numberIn(0, lang));
      await shoot(page, 'details-out-of-attempts');

      // Starting anyway (an old link): the server refuses, and the page says why.
      const refused = page.waitForResponse((response) =>
        response.url().endsWith(`/api/games/${game.id}/attempts`),
      );
      await page.goto(`${app().server.url}/categories/quiz?game=${game.id}&category=${game.categoryId}`);
      expect((await refused).status()).toBe(403);
      await page.getByText(t.outOfAttempts, { exact: true }).waitFor();
      expect(page.url()).toContain(`game=${game.id}`);
      await shoot(page, 'start-out-of-attempts');
    });
  });

  it('runs out of time: the server closes the attempt, unanswered questions count as wrong', async () => {
    const { server } = app();
    const quick = await createGame(server.url, {
      name: { en: 'One-Minute Check', ar: 'اختبار الدقيقة الواحدة' },
      duration_minutes: 1,
      attempts_allowed: null,
    });
    const page = await newPlayer('en');
    await page.clock.install();
    await page.goto(`${server.url}/categories/quiz?game=${quick.id}&category=${quick.categoryId}`);
    await page.waitForURL(/\/categories\/quiz\?attempt=/);
    expect(await page.getByRole('timer').textContent()).toMatch(/^0[01]:\d\d$/);
    // The minute passes on the server's clock and on the page's, without waiting for it.
    const attemptId = new URL(page.url()).searchParams.get('attempt') ?? '';
    await runOutOfTime(page, server.url, attemptId, 61_000);
    await heading(page, 2, QUIZ_TEXT.en.failed).waitFor();
    await page.getByText('The time ran out: unanswered questions count as wrong.', { exact: true }).waitFor();
    expect(await stat(page, 'unanswered').textContent()).toBe('2');
    expect(await stat(page, 'wrong').textContent()).toBe('2');
    // No limit on attempts: another try is offered.
    await page.getByRole('link', { name: QUIZ_TEXT.en.tryAgain }).waitFor();
  });
});
