/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import arAuthoring from '../apps/web/src/locales/ar/authoring.json';
import enAuthoring from '../apps/web/src/locales/en/authoring.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import {
  adminCategorySchema,
  adminGameSchema,
  adminGameSummarySchema,
  QUESTION_FILE_COLUMNS,
} from '../packages/contracts/src/content/authoring.js';
import { envelopeSchema, errorEnvelopeSchema } from '../packages/contracts/src/envelope.js';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import {
  ADMIN,
  expectFieldError,
  expectToast,
  LANGS,
  loginViaApi,
  loginViaUi,
  openFromAdminMenu,
  PLAYER,
  setLanguage,
  TEXT,
} from './support/app.js';
import { checkAccessibilityAt, saveShot, schemesToCheck, WIDTHS } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { fillText } from './support/text.js';

/** The authoring screens' words the tests use, as the app's English catalog has them. */
const A = {
  newCategory: 'New category',
  newGame: 'New game',
  createGame: 'Create game',
  addQuestion: 'Add question',
  save: 'Save',
  saved: 'Saved',
  imported: 'Import complete',
  published: 'Published',
  preview: 'Preview',
  trueFalse: 'True / false',
  uploadFile: 'Upload file',
  field: (name: string, language: 'English' | 'Arabic') => `${name} (${language})`,
  choice: (n: number, language: 'English' | 'Arabic') => `Choice ${n} (${language})`,
  isCorrect: (n: number) => `Choice ${n} is correct`,
  gamesOf: (name: string) => `Games of ${name}`,
};

/** A call to the API as `token`'s user. */
function callApi(
  baseUrl: string,
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** GET as an admin: the answer's envelope, for its contract's schema to check. */
async function adminGet(baseUrl: string, token: string, apiPath: string): Promise<unknown> {
  const response = await callApi(baseUrl, token, 'GET', apiPath);
  expect(response.status).toBe(200);
  return response.json();
}

/** A CSV of QUESTION_FILE_COLUMNS, one line per row given as column → value. */
function questionsCsv(rows: Record<string, string>[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map((row) => QUESTION_FILE_COLUMNS.map((column) => quote(row[column] ?? '')).join(','));
  return [QUESTION_FILE_COLUMNS.join(','), ...lines].join('\n');
}

const dialog = (page: Page) => page.getByRole('dialog');

/** The direction text runs in an element, as the browser computes it. */
const direction = (element: Locator) => element.evaluate((node) => getComputedStyle(node).direction);

/** Fills an English and an Arabic field of the same name. */
async function fillBoth(scope: Locator, name: string, en: string, ar: string): Promise<void> {
  await scope.getByLabel(A.field(name, 'English')).fill(en);
  await scope.getByLabel(A.field(name, 'Arabic')).fill(ar);
}

describe('content authoring', () => {
  const app = useAppSuite();

  it('an admin creates a category and a game with two questions in the UI and publishes it; a player plays it to a pass', async () => {
    const { server } = app();
    const admin = await app().open({ language: 'en' });
    const page = admin.page;
    await loginViaUi(page, server.url, ADMIN);
    const suffix = Date.now().toString(36);
    const categoryName = `Deepfake defence ${suffix}`;
    const gameName = `Voice clone check ${suffix}`;

    // The header offers admins the Content screens, in its Administration menu; every link fits.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.evaluate((strip) => strip.scrollWidth - strip.clientWidth)).toBeLessThanOrEqual(0);
    await openFromAdminMenu(page, 'Content');
    await page.waitForURL(`${server.url}/admin/content`);
    await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();

    // A category, in both languages; its key follows the English name.
    await page.getByRole('button', { name: A.newCategory }).click();
    // The contracts' rules, in the spec's words, before anything is sent.
    await dialog(page).getByRole('button', { name: A.save }).click();
    await expectFieldError(dialog(page).getByLabel(A.field('Name', 'English')), 'Name is required');
    await expectFieldError(
      dialog(page).getByLabel(A.field('Description', 'Arabic')),
      'Description is required',
    );
    await fillBoth(dialog(page), 'Name', categoryName, `الدفاع ضد التزييف العميق ${suffix}`);
    await fillBoth(
      dialog(page),
      'Description',
      'Spot cloned voices and faces.',
      'اكتشف الأصوات والوجوه المستنسخة.',
    );
    // Arabic is typed right to left (Mantine puts dir="rtl" on the input's own wrapper).
    expect(await direction(dialog(page).getByLabel(A.field('Name', 'Arabic')))).toBe('rtl');
    expect(await direction(dialog(page).getByLabel(A.field('Name', 'English')))).toBe('ltr');
    const key = dialog(page).getByLabel('Key');
    expect(await key.inputValue()).toBe(`deepfake-defence-${suffix}`);
    // A key in use: the server's 422 lands on the field it names.
    await key.fill('phishing');
    await dialog(page).getByRole('button', { name: A.save }).click();
    await expectFieldError(key, ERRORS.KEY_TAKEN.en);
    await key.fill(`deepfake-defence-${suffix}`);
    await dialog(page).getByRole('button', { name: A.save }).click();
    await expectToast(page, A.saved);
    await dialog(page).waitFor({ state: 'detached' });

    // Its games, then a new game: a draft until it has questions.
    await page.getByRole('link', { name: A.gamesOf(categoryName) }).click();
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    await page.getByText('No games available', { exact: true }).waitFor();
    await page.getByRole('link', { name: A.newGame }).click();
    await page.waitForURL(/\/admin\/content\/games\/new\?category=/);
    await fillBoth(page.locator('main'), 'Name', gameName, `تحقق من استنساخ الصوت ${suffix}`);
    await fillBoth(
      page.locator('main'),
      'Description',
      'Is it really your CEO?',
      'هل هو حقًا مديرك التنفيذي؟',
    );
    await page.getByRole('button', { name: A.createGame }).click();
    await expectToast(page, A.saved);
    await page.waitForURL(/\/admin\/content\/games\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();

    // Question 1: single choice, the second choice right; the preview plays it as a player would.
    await page.getByRole('button', { name: A.addQuestion }).click();
    const editor = dialog(page);
    await fillBoth(
      editor,
      'Question text',
      'Your "CEO" calls asking for an urgent transfer. First step?',
      'يتصل "مديرك التنفيذي" طالبًا تحويلًا عاجلًا. ما الخطوة الأولى؟',
    );
    await editor.getByLabel(A.choice(1, 'English')).fill('Pay, he sounds stressed');
    await editor.getByLabel(A.choice(1, 'Arabic')).fill('ادفع، يبدو متوترًا');
    await editor.getByLabel(A.choice(2, 'English')).fill('Call him back on a known number');
    await editor.getByLabel(A.choice(2, 'Arabic')).fill('اتصل به على رقم معروف');
    await editor.getByRole('radio', { name: A.isCorrect(2) }).check();
    await fillBoth(
      editor,
      'Explanation',
      'Voices can be cloned from seconds of audio: verify through a channel you trust.',
      'يمكن استنساخ الأصوات من ثوانٍ من التسجيل: تحقق عبر قناة تثق بها.',
    );
    await editor.getByRole('tab', { name: A.preview }).click();
    const preview = editor.getByTestId('question-preview');
    await preview.getByRole('radio', { name: 'Pay, he sounds stressed' }).check();
    await preview.getByRole('button', { name: 'Submit answer' }).click();
    await preview.getByText('Wrong answer', { exact: true }).waitFor();
    await preview.getByText(/Voices can be cloned/).waitFor();
    // The same question as an Arabic-speaking player sees it.
    await editor.getByText('Arabic', { exact: true }).click();
    await preview.getByText('اتصل به على رقم معروف').waitFor();
    expect(await preview.getAttribute('dir')).toBe('rtl');
    await editor.getByRole('button', { name: A.save }).click();
    await expectToast(page, A.saved);
    await editor.waitFor({ state: 'detached' });

    // Question 2: true/false, with its fixed pair of choices.
    await page.getByRole('button', { name: A.addQuestion }).click();
    await editor.getByRole('combobox', { name: 'Question type', exact: true }).click();
    await page.getByRole('option', { name: A.trueFalse, exact: true }).click();
    await expect.poll(() => editor.getByLabel(A.choice(1, 'English')).count()).toBe(0);
    await fillBoth(
      editor,
      'Question text',
      'A video call can be faked in real time.',
      'يمكن تزييف مكالمة الفيديو في الوقت الفعلي.',
    );
    await editor.getByRole('radio', { name: A.isCorrect(1) }).check();
    await fillBoth(
      editor,
      'Explanation',
      'Real-time face swaps exist: ask a question only the real person knows.',
      'تبديل الوجوه في الوقت الفعلي موجود: اسأل سؤالًا لا يعرفه إلا الشخص الحقيقي.',
    );
    await editor.getByRole('button', { name: A.save }).click();
    await expectToast(page, A.saved);
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Questions (2)' }).waitFor();

    // Publish.
    await page.getByRole('switch', { name: A.published }).check();
    await page.getByRole('button', { name: A.save, exact: true }).click();
    await expectToast(page, A.saved);
    await expect.poll(() => page.locator('main').getByText('Draft', { exact: true }).count()).toBe(0);

    // A player finds it through /categories, plays it and passes.
    const player = await app().open({ language: 'en' });
    await loginViaUi(player.page, server.url, PLAYER);
    await player.page.goto(`${server.url}/categories`);
    await player.page.locator('main h2 a').first().waitFor(); // the first page of categories is in
    await player.page.getByRole('searchbox').fill(categoryName);
    await player.page.getByRole('link', { name: categoryName }).click();
    await player.page.getByRole('link', { name: gameName, exact: true }).click();
    await player.page.getByRole('link', { name: 'Start', exact: true }).click();
    // The server shuffles the questions: answer each one shown rightly, picking the choice's card.
    const rightChoices: [RegExp, string][] = [
      [/CEO/, 'Call him back on a known number'],
      [/video call/, 'True'],
    ];
    for (const [index, next] of ['Next question', 'See results'].entries()) {
      const title = player.page.locator('main h2').first();
      await expect.poll(() => title.textContent()).toMatch(/CEO|video call/);
      const text = (await title.textContent()) ?? '';
      const choice = rightChoices.find(([pattern]) => pattern.test(text))?.[1] ?? '';
      // The choice's label stretches over its card (features/quiz): that is what a click hits.
      await player.page.locator('label', { hasText: choice }).click();
      expect(await player.page.getByRole('radio', { name: choice }).isChecked()).toBe(true);
      await player.page.getByRole('button', { name: 'Submit answer' }).click();
      await player.page.getByText('Correct!', { exact: true }).waitFor();
      expect(index).toBeLessThan(2);
      await player.page.getByRole('button', { name: next }).click();
    }
    await player.page.getByText('Congratulations!', { exact: true }).waitFor();
  });

  it('rejects a questions CSV with a bad row, naming the row and field, and saves nothing; a good one replaces the questions', async () => {
    const { server } = app();
    const token = await loginViaApi(server.url, ADMIN.email, ADMIN.password);
    const categories = envelopeSchema(adminCategorySchema.array()).parse(
      await adminGet(server.url, token, '/admin/categories'),
    ).data;
    const created = await callApi(server.url, token, 'POST', '/admin/games', {
      key: `csv-${Date.now().toString(36)}`,
      categories: [categories[0]?.key],
      name: { en: 'CSV game', ar: 'لعبة CSV' },
      description: { en: 'Loaded from a sheet.', ar: 'محمّلة من جدول.' },
      type: 'interactive',
      duration_minutes: 5,
      pass_score: 50,
      published: false,
    });
    expect(created.status).toBe(201);
    const gameId = envelopeSchema(adminGameSchema).parse(await created.json()).data.id;

    const { page } = await app().open({ language: 'en' });
    await loginViaUi(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/content/games/${gameId}`);
    await page.getByRole('heading', { name: 'Questions (0)' }).waitFor();
    const good = {
      kind: 'single',
      difficulty: 'easy',
      text_en: 'Which link is safe?',
      text_ar: 'أي رابط آمن؟',
      choice_a_en: 'The one you typed yourself',
      choice_a_ar: 'الذي كتبته بنفسك',
      choice_b_en: 'The one in the urgent email',
      choice_b_ar: 'الذي في الرسالة العاجلة',
      correct: 'a',
      explanation_en: 'Type known addresses yourself.',
      explanation_ar: 'اكتب العناوين المعروفة بنفسك.',
    };
    const upload = (csv: string) =>
      page.locator('input[type="file"]').setInputFiles({
        name: 'questions.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });

    await upload(
      questionsCsv([
        { ...good, key: 'q-1' },
        { ...good, key: 'q-2', correct: 'z' },
      ]),
    );
    await expectToast(page, ERRORS.CONTENT_INVALID.en);
    const errors = page.getByTestId('content-errors');
    await errors.getByText('Row 3 › correct', { exact: true }).waitFor();
    await errors.getByText(RULE_MESSAGES.en.correct_choice).waitFor();
    const after = envelopeSchema(adminGameSchema).parse(
      await adminGet(server.url, token, `/admin/games/${gameId}`),
    ).data;
    expect(after.questions).toHaveLength(0);

    await upload(
      questionsCsv([
        { ...good, key: 'q-1' },
        { ...good, key: 'q-2', correct: 'b' },
      ]),
    );
    await expectToast(page, A.imported);
    await page.getByRole('heading', { name: 'Questions (2)' }).waitFor();
    await expect.poll(() => errors.count()).toBe(0);
  });

  describe.each(LANGS)('in %s', (lang) => {
    it('shows a player the 403 state and no Content link; the API answers 403 too', async () => {
      const { server } = app();
      const { page } = await app().open({ language: lang });
      await loginViaUi(page, server.url, PLAYER, lang);
      const contentLink = lang === 'en' ? 'Content' : 'المحتوى';
      const nav = page.locator('header nav');
      await nav.getByRole('link').first().waitFor();
      expect(await nav.getByRole('link', { name: contentLink, exact: true }).count()).toBe(0);
      for (const screen of ['/admin/content', '/admin/content/games/new?category=phishing']) {
        await page.goto(`${server.url}${screen}`);
        await page.getByText(TEXT[lang].forbidden, { exact: true }).waitFor();
      }
      const token = await loginViaApi(server.url, PLAYER.email, PLAYER.password);
      const answer = await callApi(server.url, token, 'GET', '/admin/categories');
      expect(answer.status).toBe(403);
      expect(errorEnvelopeSchema.parse(await answer.json()).code).toBe('FORBIDDEN');
    });
  });
});

/** The words the screenshot walk clicks, per language. */
const SCREEN_WORDS = {
  en: {
    editFirst: 'Edit Question 1',
    preview: A.preview,
    submit: 'Submit answer',
    newCategory: A.newCategory,
    classification: enAuthoring.classification.button,
  },
  ar: {
    editFirst: arAuthoring.actions.editItem.replace(
      '{{name}}',
      fillText(arAuthoring.question.numbered, { n: 1 }, 'ar'),
    ),
    preview: arAuthoring.question.previewTab,
    submit: arGames.quiz.submit,
    newCategory: arAuthoring.content.newCategory,
    classification: arAuthoring.classification.button,
  },
} as const;

describe('the authoring screens, en/ar x 1280/390 (x light/dark, photographed, with SHOTS_DIR)', () => {
  const app = useAppSuite();

  /** Moves inside the SPA without a reload, then waits for the page's heading and data. */
  async function show(page: Page, to: string, title: string): Promise<void> {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForFunction((target) => window.location.pathname === target, to);
    // The page before stays until the next one's chunk is in: wait for the new title.
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await page.locator('main li').first().waitFor();
    await page.locator('.mantine-Loader-root').waitFor({ state: 'detached' });
  }

  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('draws the content list, a category, a game and the question editor with its preview', async () => {
    const { server } = app();
    const token = await loginViaApi(server.url, ADMIN.email, ADMIN.password);
    const categories = envelopeSchema(adminCategorySchema.array()).parse(
      await adminGet(server.url, token, '/admin/categories'),
    ).data;
    const category = categories[0]!;
    const games = envelopeSchema(adminGameSummarySchema.array()).parse(
      await adminGet(server.url, token, `/admin/games?category_id=${category.id}`),
    ).data;
    const game = games[0]!;
    const screens = [
      { name: 'content', path: '/admin/content', title: { en: 'Content', ar: arAuthoring.content.title } },
      { name: 'category-games', path: `/admin/content/categories/${category.id}`, title: category.name },
      { name: 'game-editor', path: `/admin/content/games/${game.id}`, title: game.name },
    ];
    const { page } = await app().open();
    await loginViaUi(page, server.url, ADMIN);
    const problems: string[] = [];
    /** A dialog as the viewport shows it, checked by axe at the desktop width. */
    const shootDialog = async (file: string, width: number) => {
      await checkAccessibilityAt(page, width, file, problems);
      await saveShot(page, file, { fullPage: false });
    };
    let count = 0;
    for (const lang of LANGS) {
      const words = SCREEN_WORDS[lang];
      await setLanguage(page, server.url, lang);
      await page.goto(`${server.url}/admin/content`);
      for (const scheme of schemesToCheck(lang)) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const screen of screens) {
            await show(page, screen.path, screen.title[lang]);
            await page.evaluate(() => {
              if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            });
            const file = `authoring-${screen.name}-${lang}-${scheme}-${width}.png`;
            const wider = await overflow(page);
            if (wider > 0) problems.push(`${file}: ${wider}px`);
            await checkAccessibilityAt(page, width, file, problems);
            await saveShot(page, file);
            count += 1;
          }
          // The first question's editor, then its preview after a wrong answer.
          await page.getByRole('button', { name: words.editFirst, exact: true }).click();
          const editor = dialog(page);
          await editor.getByRole('tab').first().waitFor();
          await page.waitForTimeout(300); // the modal's entrance
          await shootDialog(`authoring-question-editor-${lang}-${scheme}-${width}.png`, width);
          await editor.getByRole('tab', { name: words.preview }).click();
          const preview = editor.getByTestId('question-preview');
          await preview.getByRole('radio').first().check();
          await preview.getByRole('button', { name: words.submit }).click();
          await preview.locator('[data-verdict]').waitFor();
          await shootDialog(`authoring-question-preview-${lang}-${scheme}-${width}.png`, width);
          await page.keyboard.press('Escape');
          await editor.waitFor({ state: 'detached' });
          // A new category's form, over the list.
          await show(page, '/admin/content', screens[0]!.title[lang]);
          await page.getByRole('button', { name: words.newCategory }).click();
          await dialog(page).getByRole('textbox').first().waitFor();
          await page.waitForTimeout(300); // the modal's entrance
          await shootDialog(`authoring-category-form-${lang}-${scheme}-${width}.png`, width);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
          // The organisation's classification labels.
          await page.getByRole('button', { name: words.classification }).click();
          await dialog(page).getByRole('textbox').first().waitFor();
          await page.waitForTimeout(300); // the modal's entrance
          await shootDialog(`authoring-classification-${lang}-${scheme}-${width}.png`, width);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' });
          count += 4;
        }
      }
    }
    const views = LANGS.flatMap((lang) => schemesToCheck(lang)).length * WIDTHS.length;
    expect(count).toBe(views * (screens.length + 4));
    expect(problems).toEqual([]);
  });
});
