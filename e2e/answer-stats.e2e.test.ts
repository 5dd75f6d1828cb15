/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuthoring from '../apps/web/src/locales/ar/authoring.json';
import { toArabicIndicDigits } from '../packages/contracts/src/digits.js';
import { ADMIN, LANGS, loginViaApi, loginViaUi, PLAYER, setLanguage, type Lang } from './support/app.js';
import { apiData } from './support/games.js';
import { shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/**
 * Difficulty from evidence (issue 25): real answers, given through the player's API, show on the
 * admin's game editor beside each question's difficulty label, and a label they contradict is flagged.
 */

type Difficulty = 'easy' | 'medium' | 'hard';
const texts = (en: string, ar: string) => ({ en, ar });

/** Three questions; `right` and `wrong` say how the simulated players answer each. */
const QUESTIONS = [
  // Labelled hard, answered right 30 of 32 times (94 %): real answers say easy.
  { key: 'q-hard-label', difficulty: 'hard', right: 30, wrong: 2 },
  // Labelled easy, answered right 9 of 32 times (28 %): hard.
  { key: 'q-easy-label', difficulty: 'easy', right: 9, wrong: 23 },
  // Labelled medium, 5 answers: too few to say.
  { key: 'q-few-answers', difficulty: 'medium', right: 4, wrong: 1 },
] as const satisfies readonly { key: string; difficulty: Difficulty; right: number; wrong: number }[];
const PLAYS = 32;

const WORDS: Record<
  Lang,
  {
    hardLabel: string;
    flagged: string;
    easyLabel: string;
    flagged2: string;
    tooFew: string;
    toReview: string;
  }
> = {
  en: {
    hardLabel: 'Answered right 94% · 32 answers',
    flagged: 'Real answers suggest: Easy',
    easyLabel: 'Answered right 28% · 32 answers',
    flagged2: 'Real answers suggest: Hard',
    tooFew: 'Not enough answers yet (5 of 30)',
    toReview: 'Difficulty labels to review: 2',
  },
  ar: {
    hardLabel: toArabicIndicDigits('نسبة الإجابات الصحيحة 94٪ من 32 إجابةً'),
    flagged: arAuthoring.question.stats.suggests.replace('{{difficulty}}', arAuthoring.difficulties.easy),
    easyLabel: toArabicIndicDigits('نسبة الإجابات الصحيحة 28٪ من 32 إجابةً'),
    flagged2: arAuthoring.question.stats.suggests.replace('{{difficulty}}', arAuthoring.difficulties.hard),
    tooFew: toArabicIndicDigits('لا توجد إجابات كافية بعد (5 من 30)'),
    toReview: toArabicIndicDigits(arAuthoring.games.labelsToReview.replace('{{count, number}}', '2')),
  },
};

interface Game {
  id: string;
  name: string;
  categoryId: string;
  questionIds: Record<string, string>;
}

/** The admin writes an unlimited, published game of the three questions, in the first category. */
async function createGame(baseUrl: string, token: string): Promise<Game> {
  const categories = (await apiData(baseUrl, token, 'GET', '/admin/categories')) as unknown as {
    id: string;
    key: string;
  }[];
  const category = categories[0]!;
  const name = `Evidence check ${Date.now().toString(36)}`;
  const fields = {
    key: `evidence-${Date.now().toString(36)}`,
    categories: [category.key],
    name: texts(name, `فحص الأدلة ${Date.now().toString(36)}`),
    description: texts('Difficulty from evidence', 'الصعوبة من الأدلة'),
    type: 'interactive',
    difficulty: 'medium',
    duration_minutes: 5,
    pass_score: 70,
    attempts_allowed: null,
    published: false,
  };
  const game = await apiData(baseUrl, token, 'POST', '/admin/games', fields);
  const questionIds: Record<string, string> = {};
  for (const [index, question] of QUESTIONS.entries()) {
    const created = await apiData(baseUrl, token, 'POST', `/admin/games/${String(game.id)}/questions`, {
      key: question.key,
      kind: 'single',
      difficulty: question.difficulty,
      text: texts(`Which choice is right, number ${index + 1}?`, `أي خيار صحيح، رقم ${index + 1}؟`),
      choices: [
        { key: 'a', text: texts('This one', 'هذا') },
        { key: 'b', text: texts('That one', 'ذاك') },
      ],
      correct: ['a'],
      explanation: texts('Because it is.', 'لأنه كذلك.'),
    });
    questionIds[question.key] = String(created.id);
  }
  await apiData(baseUrl, token, 'PUT', `/admin/games/${String(game.id)}`, { ...fields, published: true });
  return { id: String(game.id), name, categoryId: category.id, questionIds };
}

/** PLAYS finished attempts of the player, each answering the questions as QUESTIONS say. */
async function play(baseUrl: string, game: Game): Promise<void> {
  const token = await loginViaApi(baseUrl, PLAYER.email, PLAYER.password);
  for (let n = 0; n < PLAYS; n += 1) {
    const attempt = await apiData(baseUrl, token, 'POST', `/games/${game.id}/attempts`, {
      category_id: game.categoryId,
    });
    for (const question of QUESTIONS) {
      if (n >= question.right + question.wrong) continue;
      await apiData(baseUrl, token, 'POST', `/attempts/${String(attempt.id)}/answers`, {
        question_id: game.questionIds[question.key],
        choice_keys: [n < question.right ? 'a' : 'b'],
      });
    }
    await apiData(baseUrl, token, 'POST', `/attempts/${String(attempt.id)}/finish`);
  }
}

const row = (page: Page, n: number) =>
  page.locator('section[aria-labelledby="questions-title"] ol > li').nth(n);

describe('difficulty from evidence', () => {
  const app = useAppSuite();

  it("an admin sees each question's answer rate beside its difficulty, and the labels real answers contradict", async () => {
    const { server } = app();
    const adminToken = await loginViaApi(server.url, ADMIN.email, ADMIN.password);
    const game = await createGame(server.url, adminToken);
    await play(server.url, game);

    const { page } = await app().open({ language: 'en' });
    await loginViaUi(page, server.url, ADMIN);
    const problems: string[] = [];
    for (const lang of LANGS) {
      const w = WORDS[lang];
      await setLanguage(page, server.url, lang);
      // The category's list counts the labels to review.
      await page.goto(`${server.url}/admin/content/categories/${game.categoryId}`);
      const gameRow = page.locator('main li').filter({ hasText: game.name });
      await expect.poll(() => gameRow.getByTestId('labels-to-review').textContent()).toBe(w.toReview);
      await shootEveryWay(page, 'answer-stats-category-games', problems, { measure: 'main' });

      await page.goto(`${server.url}/admin/content/games/${game.id}`);
      await expect.poll(() => row(page, 0).getByTestId('answer-stats').textContent()).toBe(w.hardLabel);
      expect(await row(page, 0).getByTestId('label-contradicted').textContent()).toBe(w.flagged);
      expect(await row(page, 0).getByTestId('label-contradicted').locator('svg').count()).toBe(1);
      expect(await row(page, 1).getByTestId('answer-stats').textContent()).toBe(w.easyLabel);
      expect(await row(page, 1).getByTestId('label-contradicted').textContent()).toBe(w.flagged2);
      expect(await row(page, 2).getByTestId('answer-stats').textContent()).toBe(w.tooFew);
      expect(await row(page, 2).getByTestId('label-contradicted').count()).toBe(0);
      // The rate sits beside the label, on the same line, in either direction.
      const [label, rate] = await Promise.all([
        row(page, 0)
          .getByText(
            lang === 'en'
              ? 'Difficulty: Hard'
              : arAuthoring.question.difficulty.replace('{{difficulty}}', arAuthoring.difficulties.hard),
          )
          .boundingBox(),
        row(page, 0).getByTestId('answer-stats').boundingBox(),
      ]);
      expect(Math.abs(label!.y + label!.height / 2 - (rate!.y + rate!.height / 2))).toBeLessThan(8);
      expect(lang === 'en' ? rate!.x > label!.x : rate!.x < label!.x).toBe(true);

      await shootEveryWay(page, 'answer-stats-game-editor', problems, { measure: 'main' });
    }
    expect(problems).toEqual([]);
  });
});
