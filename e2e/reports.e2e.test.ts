/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arReports from '../apps/web/src/locales/ar/reports.json';
import enReports from '../apps/web/src/locales/en/reports.json';
import { RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import {
  ADMIN,
  expectFieldError,
  expectNoFieldError,
  loginViaApi,
  loginViaUi,
  openFromAdminMenu,
  readCodeFromOutbox,
  type Lang,
} from './support/app.js';
import { apiData, publishGame, type TestQuestion } from './support/games.js';
import { saveShot, SHOTS_DIR, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { fillText } from './support/text.js';

const TEXT = { en: enReports, ar: arReports } as const;
const PASSWORD = 'Player123';
const GAME_NAME = { en: 'Report Check', ar: 'فحص التقرير' };
const QUESTION: TestQuestion = {
  key: 'report-mfa',
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
  explanation: { en: 'Someone has your password.', ar: 'أحدهم يعرف كلمة مرورك.' },
};
/** Five people in Sales (a group the report shows to anyone) and one in Legal (a small group). */
const PEOPLE = [
  { name: 'Amal Sales', department: 'Sales', isRight: true },
  { name: 'Badr Sales', department: 'Sales', isRight: false },
  { name: 'Dana Sales', department: 'Sales', isRight: true },
  { name: 'Eyad Sales', department: 'Sales', isRight: true },
  { name: 'Fadi Sales', department: 'Sales', isRight: false },
  { name: 'Hala Legal', department: 'Legal', isRight: true },
];

/** The admin publishes a one-question game in the first category. */
const createGame = (baseUrl: string) =>
  publishGame(baseUrl, {
    keyPrefix: 'e2e-report',
    name: GAME_NAME,
    description: { en: 'One question for the report tests.', ar: 'سؤال واحد لاختبارات التقارير.' },
    passScore: 100,
    questions: [QUESTION],
  });

/** A verified account in a department that plays the game once, right or wrong. */
async function createPlayer(
  baseUrl: string,
  game: { id: string; categoryId: string },
  person: (typeof PEOPLE)[number],
) {
  const email = `report-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const since = Date.now() - 1000;
  await apiData(baseUrl, null, 'POST', '/sendEmailVerification', { email });
  const code = await readCodeFromOutbox(baseUrl, email, since);
  await apiData(baseUrl, null, 'POST', '/VerfiyMail', { email, code, purpose: 'verify' });
  await apiData(baseUrl, null, 'POST', '/users', {
    name: person.name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const token = await loginViaApi(baseUrl, email, PASSWORD);
  await apiData(baseUrl, token, 'PUT', '/users/me', {
    name: person.name,
    departments: [person.department],
    company: 'AwareQuest',
    countries: ['SA'],
  });
  const attempt = (await apiData(baseUrl, token, 'POST', `/games/${game.id}/attempts`, {
    category_id: game.categoryId,
  })) as unknown as { id: string; questions: { id: string }[] };
  for (const question of attempt.questions)
    await apiData(baseUrl, token, 'POST', `/attempts/${attempt.id}/answers`, {
      question_id: question.id,
      choice_keys: person.isRight ? ['b'] : ['a'],
    });
  await apiData(baseUrl, token, 'POST', `/attempts/${attempt.id}/finish`, {});
}

const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));

describe('organisation reports', () => {
  const app = useAppSuite();
  const problems: string[] = [];

  beforeAll(async () => {
    const baseUrl = app().server.url;
    const game = await createGame(baseUrl);
    for (const person of PEOPLE) await createPlayer(baseUrl, game, person);
    // Scores are recomputed after each finished attempt: wait until all six are in the report.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const report = (await apiData(
        baseUrl,
        game.adminToken,
        'GET',
        '/admin/reports?dimension=department',
      )) as unknown as {
        groups: { people: number }[];
      };
      if (report.groups.reduce((sum, group) => sum + group.people, 0) >= PEOPLE.length) break;
      if (Date.now() > deadline)
        throw new Error(`the report never counted everyone: ${JSON.stringify(report)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  async function openAsAdmin(lang: Lang): Promise<Page> {
    const { page } = await app().open({ language: lang });
    await loginViaUi(page, app().server.url, ADMIN, lang);
    return page;
  }

  it('an admin exports a report: the table, the small-group flag and the downloaded CSV and Excel files', async () => {
    const page = await openAsAdmin('en');
    const t = TEXT.en;
    await openFromAdminMenu(page, 'Reports');
    await page.waitForURL(/\/admin\/reports$/);
    // The first visit loads the page's code (the home page stays until then): a cold server on a
    // busy machine can take longer than expect.poll's default.
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBe(t.title);
    await settled(page);
    const table = page.getByTestId('report-table');
    const sales = table.locator('tbody tr').filter({ hasText: 'Sales' });
    await expect.poll(() => sales.locator('td').first().textContent()).toBe('5');
    expect(await sales.getByText(fillText(t.smallGroup.badge, { min: 5 }, 'en')).count()).toBe(0);
    const legal = table.locator('tbody tr').filter({ hasText: 'Legal' });
    await legal.getByText(fillText(t.smallGroup.badge, { min: 5 }, 'en')).waitFor();

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export.csv }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^report-department-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await csv.path(), 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Department,People,Average awareness,Average risk,High or critical risk (%),Awareness: Low,Awareness: Developing,Awareness: Proficient,Awareness: Advanced,Under 5 people',
    );
    expect(lines.find((line) => line.startsWith('Sales,'))).toMatch(
      /^Sales,5,[\d.]+,[\d.]+,[\d.]+,\d+,\d+,\d+,\d+,No$/,
    );
    expect(lines.find((line) => line.startsWith('Legal,'))).toMatch(/^Legal,1,.*,Yes$/);

    await page.getByRole('tab', { name: t.dimensions.country }).click();
    await expect
      .poll(() => table.locator('tbody tr').first().locator('th').textContent())
      .toContain('Saudi Arabia');
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export.xlsx }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^report-country-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Country');
    expect(sheet.getRow(2).getCell(1).value).toBe('Saudi Arabia');
    expect(sheet.getRow(2).getCell(2).value).toBe(6);
  });

  it('drills down from a group to its people and to one person', async () => {
    const page = await openAsAdmin('en');
    const t = TEXT.en;
    await page.goto(`${app().server.url}/admin/reports?dimension=department`);
    await settled(page);
    await page.getByTestId('report-table').getByRole('link', { name: 'Sales' }).click();
    await page.waitForURL(/\/admin\/reports\/people\?/);
    await page.getByTestId('people-table').waitFor();
    await expect
      .poll(() => page.getByTestId('people-table').locator('tbody th a').allTextContents())
      .toEqual(PEOPLE.filter((person) => person.department === 'Sales').map((person) => person.name));
    await page.getByRole('link', { name: 'Amal Sales' }).click();
    await page.waitForURL(/\/admin\/reports\/people\/[0-9a-f-]{36}/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Amal Sales');
    await page.getByRole('heading', { name: t.person.history }).waitFor();
    await page.getByTestId('evidence-table').getByText(GAME_NAME.en).waitFor();
    await page.getByRole('link', { name: t.back.group }).click();
    await page.waitForURL(/\/admin\/reports\/people\?/);
  });

  it('prints the training evidence and downloads it', async () => {
    const page = await openAsAdmin('en');
    const t = TEXT.en;
    await page.goto(`${app().server.url}/admin/reports`);
    await page.getByRole('link', { name: t.evidence.open }).click();
    await page.waitForURL(/\/admin\/reports\/evidence/);
    await settled(page);
    await page.getByRole('heading', { name: t.evidence.title }).waitFor();
    await page.locator('main').getByText('AwareQuest Arena', { exact: true }).waitFor();
    expect(await page.getByTestId('evidence-table').locator('tbody tr').count()).toBe(PEOPLE.length);
    // Printed, the sheet stands alone: no site header, no filters or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t.evidence.print }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export.csv }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Department,Training,Topic,Type,Finished at (UTC),Score,Passed,Points,Rank',
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(PEOPLE.map((person) => person.name).sort());
    expect(lines.find((line) => line.startsWith('Badr Sales,'))).toMatch(
      /,Sales,Report Check,.*,Self-paced,.*,0,No,,$/,
    );
  });

  it('picks the range from a calendar in the reader’s language, by keyboard, in both directions', async () => {
    const CALENDAR = {
      en: { from: '10 November 2026', month: 'November 2026', firstWeekday: 'M', next: '11 November 2026' },
      ar: { from: '١٠ نوفمبر ٢٠٢٦', month: 'نوفمبر ٢٠٢٦', firstWeekday: 'س', next: '١١ نوفمبر ٢٠٢٦' },
    } as const;
    for (const lang of ['en', 'ar'] as const) {
      const expected = CALENDAR[lang];
      const page = await openAsAdmin(lang);
      await page.goto(`${app().server.url}/admin/reports?from=2026-11-10`);
      await settled(page);
      const from = page.getByLabel(TEXT[lang].range.from, { exact: true });
      // The chosen day in words, whatever the browser's own locale (its native input's).
      expect(await from.textContent()).toBe(expected.from);
      await from.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog');
      await calendar.getByText(expected.month, { exact: true }).waitFor();
      // An Arabic week starts on Saturday, a British one on Monday.
      expect(await calendar.locator('thead th').first().textContent()).toBe(expected.firstWeekday);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(await focused()).toBe(expected.from);
      // Photographed once its opening transition is over.
      await calendar.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      await expect.poll(() => calendar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      if (!SHOTS_DIR) {
        // Nothing to photograph.
      } else if (lang === 'ar') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.setViewportSize({ width: 390, height: 800 });
        await saveShot(page, 'reports-calendar-ar-dark-390.png', { fullPage: false });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.setViewportSize({ width: 1280, height: 800 });
      } else await saveShot(page, 'reports-calendar-en-light-1280.png', { fullPage: false });
      // The next day is the one on the reading side: to the left in Arabic, to the right in English.
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      expect(await focused()).toBe(expected.next);
      await page.keyboard.press('Enter');
      await page.waitForURL(/from=2026-11-11/);
      await expect.poll(() => from.textContent()).toBe(expected.next);
      // Cleared with its own button, named in the reader's language.
      await page.getByRole('button', { name: lang === 'ar' ? 'امسح التاريخ' : 'Clear the date' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('from')).toBe(false);
    }
  });

  it('tells an end date before the start date at the field', async () => {
    const page = await openAsAdmin('ar');
    // The calendars keep the ends apart; a reversed range can still come in a shared address.
    await page.goto(`${app().server.url}/admin/reports?from=2026-11-10&to=2026-11-01`);
    await settled(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const to = page.getByLabel(TEXT.ar.range.to, { exact: true });
    await page.locator('main').getByText(RULE_MESSAGES.ar.date_order).waitFor();
    await expectFieldError(to, RULE_MESSAGES.ar.date_order);
    // The reversed range is never sent, so no error toast comes from the server.
    expect(await page.getByRole('alert').count()).toBe(0);
    // A day that does not exist in the address is no bound at all, and breaks nothing.
    await page.goto(`${app().server.url}/admin/reports?from=2026-02-30&to=2026-11-01`);
    await settled(page);
    await page.getByTestId('report-table').waitFor();
    expect(await page.getByLabel(TEXT.ar.range.from, { exact: true }).textContent()).toBe('أي تاريخ');
    expect(await to.textContent()).toBe('١ نوفمبر ٢٠٢٦');
    await expectNoFieldError(to);
  });

  it('looks right in English and Arabic, light and dark, wide and phone', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const page = await openAsAdmin(lang);
      const t = TEXT[lang];
      await page.goto(`${app().server.url}/admin/reports?dimension=department`);
      await settled(page);
      await page.getByTestId('report-table').waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // Arabic names the departments from the managed list.
      await page
        .getByTestId('report-table')
        .getByRole('link', { name: lang === 'ar' ? 'المبيعات' : 'Sales' })
        .waitFor();
      await shootEveryWay(page, 'reports-groups', problems, {
        height: 900,
        measure: 'main',
      });
      await page
        .getByTestId('report-table')
        .getByRole('link', { name: lang === 'ar' ? 'المبيعات' : 'Sales' })
        .click();
      await page.getByTestId('people-table').waitFor();
      await settled(page);
      await shootEveryWay(page, 'reports-people', problems, {
        height: 900,
        measure: 'main',
      });
      await page.getByTestId('people-table').getByRole('link').first().click();
      await page.getByRole('heading', { name: t.person.history }).waitFor();
      await settled(page);
      await shootEveryWay(page, 'reports-person', problems, {
        height: 900,
        measure: 'main',
      });
      await page.goto(`${app().server.url}/admin/reports/evidence`);
      await page.getByTestId('evidence-table').waitFor();
      await shootEveryWay(page, 'reports-evidence', problems, {
        height: 900,
        measure: 'main',
      });

      // The header at 1280 px: every link fits, the admin's eleven screens in one menu, by keyboard too.
      const nav = page.locator('header nav');
      expect(await nav.evaluate((strip) => strip.scrollWidth - strip.clientWidth)).toBeLessThanOrEqual(0);
      const menuButton = nav.getByRole('button', { name: lang === 'ar' ? 'الإدارة' : 'Administration' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: lang === 'ar' ? 'التقارير' : 'Reports' }).waitFor();
      expect(await page.getByRole('menuitem').count()).toBe(12);
      for (const scheme of SHOTS_DIR ? (['light', 'dark'] as const) : []) {
        await page.emulateMedia({ colorScheme: scheme });
        await saveShot(page, `reports-admin-menu-${lang}-${scheme}-1280.png`, { fullPage: false });
      }
      await page.keyboard.press('Escape');
      await page.emulateMedia({ colorScheme: 'light' });
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
