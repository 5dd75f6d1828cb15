/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, expectToast, loginViaUi, PLAYER } from './support/app.js';
import { REFLOW_WIDTH } from './support/reflow.js';
import { saveShot, SHOTS_DIR } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const dialog = (page: Page) => page.getByRole('dialog');
const field = (name: string, language: 'English' | 'Arabic') => `${name} (${language})`;

async function fillBoth(scope: Locator, name: string, en: string, ar: string): Promise<void> {
  await scope.getByLabel(field(name, 'English')).fill(en);
  await scope.getByLabel(field(name, 'Arabic')).fill(ar);
}

/** Opens the question dialog, picks the kind, fills the text and the explanation. */
async function startQuestion(page: Page, kind: string, text: string, arText: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add question' }).click();
  const editor = dialog(page);
  // The kind is a select: its combobox, then the option in the list it opens.
  await editor.getByRole('combobox', { name: 'Question type', exact: true }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await fillBoth(editor, 'Question text', text, arText);
  await fillBoth(editor, 'Explanation', `Why: ${text}`, `السبب: ${arText}`);
  return editor;
}

/** Saves the question (photographed first, when photographing, as `shot`). */
async function saveQuestion(page: Page, editor: Locator, shot: string): Promise<void> {
  await saveShot(page, `question-kinds-${shot}.png`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await editor.waitFor({ state: 'detached' });
}

const ITEMS = ['Stop and do not click', 'Check the sender', 'Report the email'];

describe('the new question kinds', () => {
  const app = useAppSuite();

  it('an admin authors a type answer, a slider, an ordering and a poll; a player plays them self-paced', async () => {
    const { server } = app();
    const admin = await app().open({ language: 'en' });
    const page = admin.page;

    await loginViaUi(page, server.url, ADMIN);
    const suffix = Date.now().toString(36);
    const gameName = `Every kind ${suffix}`;

    // A new game in the phishing category (its key), a draft until it has questions.
    await page.goto(`${server.url}/admin/content/games/new?category=phishing`);
    await fillBoth(page.locator('main'), 'Name', gameName, `كل الأنواع ${suffix}`);
    await fillBoth(page.locator('main'), 'Description', 'All four kinds.', 'الأنواع الأربعة.');
    await page.getByRole('button', { name: 'Create game' }).click();
    await expectToast(page, 'Saved');
    await page.waitForURL(/\/admin\/content\/games\/[0-9a-f-]{36}$/);

    // Type answer: two accepted answers, one in Arabic.
    let editor = await startQuestion(
      page,
      'Type answer',
      'Name the lure by email?',
      'ما اسم الطعم عبر البريد؟',
    );
    // A tags field (a combobox, its label marked required): each answer is typed, Enter makes it a tag.
    const accepted = editor.getByRole('combobox', { name: 'Accepted answers', exact: true });
    await accepted.fill('phishing');
    await accepted.press('Enter');
    await accepted.fill('تصيد');
    await accepted.press('Enter');
    // Each tag reads on one line, not as a column of letters beside the input, and its pill is
    // about as wide as its text and its remove button (not stretched).
    const tagText = editor.getByText('phishing', { exact: true });
    const tag = await tagText.boundingBox();
    expect(tag?.width).toBeGreaterThan(tag?.height ?? Infinity);
    const pill = await tagText.locator('..').boundingBox();
    expect(pill?.width).toBeLessThan((tag?.width ?? 0) + 3 * (pill?.height ?? 0));
    if (SHOTS_DIR) {
      // On the narrowest phone, when photographing.
      const size = page.viewportSize();
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 740 });
      await accepted.scrollIntoViewIfNeeded();
      await saveShot(page, 'question-kinds-type-answer-320.png', { fullPage: false });
      if (size) await page.setViewportSize(size);
    }
    await saveQuestion(page, editor, 'type-answer');

    // Slider: the answer 74 %, full points within 5.
    editor = await startQuestion(
      page,
      'Slider (estimate)',
      'Share of breaches with a human?',
      'نسبة الاختراقات البشرية؟',
    );
    await editor.getByRole('textbox', { name: 'Answer', exact: true }).fill('74');
    await fillBoth(editor, 'Unit', '%', '٪');
    await saveQuestion(page, editor, 'slider');

    // Ordering: the items in the right order.
    editor = await startQuestion(page, 'Ordering (puzzle)', 'Order the steps?', 'رتّب الخطوات؟');
    for (const [index, item] of ITEMS.entries()) {
      await editor.getByLabel(`Choice ${index + 1} (English)`).fill(item);
      await editor.getByLabel(`Choice ${index + 1} (Arabic)`).fill(`خطوة ${index + 1}`);
    }
    await saveQuestion(page, editor, 'ordering');

    // Poll: two choices, none correct.
    editor = await startQuestion(page, 'Poll', 'How sure are you?', 'ما مدى ثقتك؟');
    await editor.getByLabel('Choice 1 (English)').fill('Very sure');
    await editor.getByLabel('Choice 1 (Arabic)').fill('واثق جدًا');
    await editor.getByLabel('Choice 2 (English)').fill('Not sure');
    await editor.getByLabel('Choice 2 (Arabic)').fill('لست واثقًا');
    await saveQuestion(page, editor, 'poll');
    await page.getByRole('heading', { name: 'Questions (4)' }).waitFor();
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    const gameId = page.url().split('/').pop() ?? '';

    // The player: each question by its kind, in the order the server shuffled them.
    const player = (await app().open({ language: 'en' })).page;
    await loginViaUi(player, server.url, PLAYER);
    await player.goto(`${server.url}/categories/quiz?game=${gameId}`);
    const seen: string[] = [];
    let text = '';
    for (let round = 0; round < 4; round += 1) {
      const title = player.locator('main h2').first();
      // The next question's title, not the one just answered (still there for a moment).
      const previous = text;
      await expect
        .poll(async () => {
          text = (await title.textContent()) ?? '';
          return text !== previous && /lure|breaches|steps|sure/.test(text);
        })
        .toBe(true);
      if (/lure/.test(text)) {
        await player.getByLabel('Your answer').fill('  PHISHING! ');
        await player.getByRole('button', { name: 'Submit answer' }).click();
        await player.getByText('Correct!', { exact: true }).waitFor();
        expect(await player.getByTestId('accepted-answers').textContent()).toContain('تصيد');
        seen.push('type_answer');
      } else if (/breaches/.test(text)) {
        const number = player.getByRole('textbox');
        await number.fill('72');
        await number.press('Enter');
        await player.getByRole('button', { name: 'Submit answer' }).click();
        await player.getByText('Correct!', { exact: true }).waitFor();
        expect(await player.getByTestId('slider-answer').textContent()).toContain('74 %');
        seen.push('slider');
      } else if (/steps/.test(text)) {
        // Up-buttons bring each item to its place, first to last.
        for (const [place, item] of ITEMS.entries()) {
          const order = await player.locator('main ol li').allTextContents();
          let at = order.findIndex((row) => row.includes(item));
          while (at > place) {
            await player.getByRole('button', { name: `Move “${item}” up` }).click();
            at -= 1;
          }
        }
        await player
          .getByRole('status')
          .filter({ hasText: /is now number/ })
          .waitFor({ state: 'attached' });
        await player.getByRole('button', { name: 'Submit answer' }).click();
        await player.getByText('Correct!', { exact: true }).waitFor();
        seen.push('ordering');
      } else {
        await player.getByRole('radio', { name: 'Not sure' }).check();
        await player.getByRole('button', { name: 'Submit answer' }).click();
        await player.getByText('Thanks for your answer', { exact: true }).waitFor();
        seen.push('poll');
      }
      await saveShot(player, `question-kinds-played-${seen.at(-1) ?? ''}.png`);
      await player.getByRole('button', { name: round === 3 ? 'See results' : 'Next question' }).click();
    }
    expect(seen.sort()).toEqual(['ordering', 'poll', 'slider', 'type_answer']);
    // Three scored questions right, the poll left out of the score.
    await player.getByText('Congratulations!', { exact: true }).waitFor();
  });
});
