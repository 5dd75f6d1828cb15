/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arChildren from '../apps/web/src/locales/ar/children.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import enChildren from '../apps/web/src/locales/en/children.json';
import { birthYears } from '../packages/contracts/src/validation/date-of-birth.js';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { SUCCESS_MESSAGES as MESSAGES } from '../packages/contracts/src/messages.js';
import { FIELD_LABELS, RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import {
  addSessionCookies,
  callApi,
  createChildViaApi,
  loginAs,
  signUpViaApi,
  uniqueLetters,
} from './support/accounts.js';
import {
  ADMIN,
  expectFieldError,
  expectToast,
  LANGS,
  loginViaApi,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { apiData } from './support/games.js';
import { createGame, QUESTIONS } from './support/live-game.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { fillText, numberIn } from './support/text.js';
import { useAppSuite } from './support/suite.js';

/** The server's messages come from the contracts; the UI's own words from the catalogs. */
const TEXT = {
  en: {
    ...enChildren,
    ruleName: 'Name is required',
    created: MESSAGES.CHILD_CREATED.en,
    switched: MESSAGES.SWITCHED_TO_CHILD.en,
    start: 'Start',
    submit: 'Submit answer',
    next: 'Next question',
    seeResults: 'See results',
    passedTitle: 'Congratulations!',
  },
  ar: {
    ...arChildren,
    ruleName: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.name),
    created: MESSAGES.CHILD_CREATED.ar,
    switched: MESSAGES.SWITCHED_TO_CHILD.ar,
    start: arGames.game.start,
    submit: arGames.quiz.submit,
    next: arGames.quiz.next,
    seeResults: arGames.quiz.seeResults,
    passedTitle: arGames.results.passedTitle,
  },
} as const;

const PASSWORD = 'Parent123';
const CHILD_PASSWORD = 'Child1234';
/** A label as a required field shows it: the text, then Mantine's asterisk. */
const required = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

describe('child accounts', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();
  let game: { id: string; categoryId: string };

  beforeAll(async () => {
    const { url } = app().server;
    const token = await loginViaApi(url, ADMIN.email, ADMIN.password);
    const categories = (await apiData(url, token, 'GET', '/categories?per_page=1')) as unknown as {
      items: { id: string }[];
    };
    game = { id: await createGame(url), categoryId: categories.items[0]!.id };
  });

  /** Plays the three-question game through the quiz screens, every answer right. */
  async function playQuiz(page: Page, lang: Lang): Promise<void> {
    const t = TEXT[lang];
    await page.goto(`${app().server.url}/categories/${game.categoryId}/games/${game.id}`);
    await page.getByRole('link', { name: t.start }).click();
    await page.waitForURL(/\/categories\/quiz\?attempt=/);
    for (let index = 0; index < QUESTIONS.length; index += 1) {
      await page.locator('main h2').first().waitFor();
      const title = (await page.locator('main h2').first().textContent()) ?? '';
      const question = QUESTIONS.find((item) => item.text[lang] === title);
      if (!question) throw new Error(`unknown question: ${title}`);
      const role = question.kind === 'multiple' ? 'checkbox' : 'radio';
      for (const key of question.correct) {
        const choice = question.choices.find((item) => item.key === key)!;
        await page.getByRole(role, { name: choice.text[lang], exact: true }).check();
      }
      await page.getByRole('button', { name: t.submit }).click();
      const isLast = index === QUESTIONS.length - 1;
      await page.getByRole('button', { name: isLast ? t.seeResults : t.next }).click();
    }
    await page.getByRole('heading', { level: 2, name: t.passedTitle }).waitFor();
  }

  it.each(LANGS)(
    'in %s: a parent creates a child, plays as it, and the child sees only itself',
    async (lang) => {
      const t = TEXT[lang];
      const { url } = app().server;
      const digits = (value: number) => numberIn(value, lang);
      const parent = {
        name: `Huda Parent ${uniqueLetters()}`,
        email: uniqueEmail('parent'),
        password: PASSWORD,
      };
      await signUpViaApi(url, { ...parent, accountType: 'family' });
      const parentLogin = await loginAs(url, parent);
      // A sibling made through the API: the child must never see it.
      const sibling = await createChildViaApi(url, parentLogin.token, {
        name: 'Omar Sibling',
        nickname: 'Omz',
        username: `omar.${uniqueLetters()}`,
        password: CHILD_PASSWORD,
        birthYear: birthYears()[5]!,
      });

      const { context, page } = await app().open({ language: lang });
      await addSessionCookies(context, url, parentLogin);
      await page.goto(`${url}/children`);
      await page.locator('main h1', { hasText: t.title }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('child-card').first().waitFor();

      // The form's rules, then a new child account.
      await page.getByRole('button', { name: t.actions.add }).click();
      const dialog = page.getByRole('dialog', { name: t.form.newTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t.actions.create }).click();
      const nameInput = dialog.getByRole('textbox', { name: t.fields.name, exact: true });
      await expectFieldError(nameInput, t.ruleName);
      await shootEveryWay(page, 'children-form-errors', problems, { isDialog: true });
      const childName = lang === 'ar' ? 'ليلى' : 'Lina Kid';
      const username = `lina.${uniqueLetters()}`;
      const year = birthYears()[3]!;
      await nameInput.fill(childName);
      await dialog.getByRole('textbox', { name: t.fields.nickname, exact: true }).fill('Lina7');
      await dialog.getByLabel(required(t.fields.birthYear)).click();
      await page.getByRole('option', { name: String(year), exact: true }).click();
      await dialog.getByRole('textbox', { name: t.fields.username, exact: true }).fill(username);
      await dialog.getByLabel(required(t.fields.password)).fill(CHILD_PASSWORD);
      await dialog.getByLabel(required(t.fields.passwordConfirmation)).fill(CHILD_PASSWORD);
      await dialog.getByRole('button', { name: t.actions.create }).click();
      await expectToast(page, t.created);
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByTestId('child-card').filter({ hasText: childName });
      await card.waitFor();
      expect(await card.getByText(username, { exact: true }).count()).toBe(1);
      expect(
        await card.getByText(fillText(t.card.born, { year: digits(year) }, lang), { exact: true }).count(),
      ).toBe(1);
      expect(await page.getByTestId('child-card').count()).toBe(2);
      await shootEveryWay(page, 'children', problems);

      // Play as the child: the child's session, the banner, the catalog; one quiz to a pass.
      // The toast lasts 2 s (docs/product.md §9) while /categories loads: watch for it from before the click.
      const switched = expectToast(page, t.switched);
      await page
        .getByRole('button', { name: fillText(t.actions.playAsNamed, { name: childName }, lang) })
        .click();
      await switched;
      await page.waitForURL(`${url}/categories`);
      const banner = page.getByTestId('child-session-banner');
      await banner.getByText(fillText(t.banner.playingAs, { name: childName }, lang)).waitFor();
      await playQuiz(page, lang);

      // The child sees itself only: its own profile, no children page, no parent data.
      await page.goto(`${url}/profile`);
      await page.locator('main h2').filter({ hasText: childName }).waitFor();
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).not.toContain(parent.email);
      expect(main).not.toContain(parent.name);
      await page.goto(`${url}/children`);
      await page.getByText(t.notAllowed.title, { exact: true }).waitFor();
      expect(await page.getByTestId('child-card').count()).toBe(0);
      const childToken =
        (await context.cookies()).find((cookie) => cookie.name === 'accessToken')?.value ?? '';
      expect(childToken).not.toBe(parentLogin.token);
      const me = await callApi(url, childToken, 'GET', '/users/me');
      expect(me.body.data).toMatchObject({
        name: childName,
        username,
        email: null,
        parent_id: parentLogin.user.id,
      });
      const refused = ERRORS.CHILDREN_NOT_ALLOWED;
      for (const [method, path] of [
        ['GET', '/children'],
        ['POST', `/children/${sibling.id}/session`],
        ['DELETE', `/children/${sibling.id}`],
      ] as const) {
        const answer = await callApi(url, childToken, method, path);
        expect(answer.status, `${method} ${path}`).toBe(refused.status);
        expect(answer.body.message).toBe(refused.en);
      }
      expect(
        (await callApi(url, childToken, 'GET', `/admin/reports/people/${parentLogin.user.id}`)).status,
      ).toBe(403);

      // Back to the parent: the child's progress shows the quiz just played.
      await page.goto(`${url}/categories`);
      await banner.getByRole('button', { name: t.banner.back }).click();
      await page.waitForURL(`${url}/children`);
      expect(await banner.count()).toBe(0);
      await expect
        .poll(() => card.textContent())
        .toContain(fillText(t.progress.finished, { number: digits(1) }, lang));
      expect(await card.textContent()).toContain(fillText(t.progress.passed, { number: digits(1) }, lang));
      const list = await callApi(url, parentLogin.token, 'GET', '/children');
      const saved = (list.body.data as { username: string; progress: { passed_attempts: number } }[]).find(
        (child) => child.username === username,
      );
      expect(saved?.progress.passed_attempts).toBe(1);

      // The parent's dashboard shows each child's progress too.
      await page.goto(`${url}/dashboard`);
      const onDashboard = page.getByTestId('child-progress').filter({ hasText: childName });
      await onDashboard.waitFor();
      expect(await onDashboard.textContent()).toContain(
        fillText(t.progress.passed, { number: digits(1) }, lang),
      );
      expect(await page.getByTestId('child-progress').count()).toBe(2);
      await page.getByRole('heading', { name: t.dashboard.title }).waitFor();
    },
  );
});
