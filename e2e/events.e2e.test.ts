/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arEvents from '../apps/web/src/locales/ar/events.json';
import arGames from '../apps/web/src/locales/ar/games.json';
import arDashboard from '../apps/web/src/locales/ar/dashboard.json';
import enEvents from '../apps/web/src/locales/en/events.json';
import enAdmin from '../apps/web/src/locales/en/events-admin.json';
import enDashboard from '../apps/web/src/locales/en/dashboard.json';
import enGames from '../apps/web/src/locales/en/games.json';
import enLive from '../apps/web/src/locales/en/live.json';
import { ADMIN, loginViaUi, openFromAdminMenu, type Lang } from './support/app.js';
import {
  adminToken,
  createDepartmentPlayer,
  createEventCategory,
  EVENT_QUESTION,
  publishCampaign,
  publishTournament,
} from './support/events.js';
import { apiData, publishGame } from './support/games.js';
import { shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const PASSWORD = 'Player123';
const EVENTS = { en: enEvents, ar: arEvents } as const;
const GAMES = { en: enGames, ar: arGames } as const;
const DASHBOARD = { en: enDashboard, ar: arDashboard } as const;
const GAME_NAME = { en: 'Found Drive', ar: 'الذاكرة المفقودة' };
const UUID = /[0-9a-f-]{36}/;
const ARABIC_DIGITS = /[٠-٩]/;

const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));

describe('events: campaigns, tournaments and their screens', () => {
  const app = useAppSuite();
  let game: { id: string; categoryId: string; adminToken: string };

  beforeAll(async () => {
    game = await publishGame(app().server.url, {
      keyPrefix: 'e2e-event',
      name: GAME_NAME,
      description: { en: 'One question for the events tests.', ar: 'سؤال واحد لاختبارات الفعاليات.' },
      passScore: 100,
      questions: [EVENT_QUESTION],
    });
  }, 60_000);

  async function signIn(account: { email: string; password: string }, lang: Lang): Promise<Page> {
    const { page } = await app().open({ language: lang });
    await loginViaUi(page, app().server.url, account, lang);
    return page;
  }

  /** From the event's page: Play, Start, the right answer, See results. */
  async function playToAPass(page: Page, lang: Lang): Promise<void> {
    const g = GAMES[lang];
    await page
      .getByRole('link', { name: fillEvent(EVENTS[lang].games.playLabel, { game: GAME_NAME[lang] }) })
      .click();
    await page.waitForURL(new RegExp(`/categories/[^/]+/games/${game.id}`));
    await page.getByRole('link', { name: g.game.start }).click();
    await page.waitForURL(/\/categories\/quiz\?attempt=/);
    const right = EVENT_QUESTION.choices.find((choice) => choice.key === 'b')!;
    await page.getByRole('radio', { name: right.text[lang], exact: true }).check();
    await page.getByRole('button', { name: g.quiz.submit }).click();
    await page.getByRole('alert').filter({ hasText: EVENT_QUESTION.explanation[lang] }).waitFor();
    await page.getByRole('button', { name: g.quiz.seeResults }).click();
    await page.getByText(g.results.passedTitle).first().waitFor();
  }

  it('an admin makes a category and a Finance campaign in the UI; Finance plays it to 100 %, Sales never sees it', async () => {
    const url = app().server.url;
    const admin = await signIn(ADMIN, 'en');
    const a = enAdmin;
    const stamp = Date.now().toString(36);
    const categoryName = `Mandatory ${stamp}`;
    const title = `Q4 training ${stamp}`;

    await openFromAdminMenu(admin, 'Event categories');
    await admin.waitForURL(/\/admin\/event-categories$/);
    await settled(admin);
    await admin.getByRole('button', { name: a.categories.new }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(`${a.categories.fields.name} (English)`).fill(categoryName);
    await dialog.getByLabel(`${a.categories.fields.name} (Arabic)`).fill(`إلزامي ${stamp}`);
    await dialog.getByRole('button', { name: a.categories.save }).click();
    await admin.getByText(categoryName).first().waitFor();

    await openFromAdminMenu(admin, 'Events');
    await admin.waitForURL(/\/admin\/events$/);
    await admin.getByRole('link', { name: a.list.newEvent }).first().click();
    await admin.waitForURL(/\/admin\/events\/new$/);
    const form = admin.getByRole('form', { name: a.editor.newTitle });
    await form.getByLabel(`${a.editor.fields.title} (English)`).fill(title);
    await form.getByLabel(`${a.editor.fields.title} (Arabic)`).fill(`تدريب الربع الرابع ${stamp}`);
    await form.getByRole('combobox', { name: a.editor.fields.category, exact: true }).click();
    await admin.getByRole('option', { name: categoryName }).click();
    // Now, to the minute: the server allows a few minutes of slack for a start of "now".
    await pickDateTime(admin, a.editor.fields.startsAt, new Date());
    await pickDateTime(admin, a.editor.fields.dueAt, new Date(Date.now() + 7 * 86_400_000));
    await form.getByRole('combobox', { name: a.editor.fields.games, exact: true }).click();
    await admin.getByRole('option', { name: GAME_NAME.en }).click();
    await admin.keyboard.press('Escape');
    await form.getByRole('combobox', { name: a.audience.departments, exact: true }).click();
    await admin.getByRole('option', { name: 'Finance', exact: true }).click();
    await admin.keyboard.press('Escape');
    await form.getByRole('button', { name: a.editor.publish }).click();
    await admin.getByRole('dialog').getByRole('button', { name: a.actions.publish }).click();
    // The campaign as the server keeps it: published for its start, for Finance only.
    const token = await adminToken(url);
    const findEvent = async () => {
      const list = (await apiData(
        url,
        token,
        'GET',
        `/admin/events?q=${encodeURIComponent(title)}`,
      )) as unknown as { id: string; status: string; title: { en: string } }[];
      return list.find((item) => item.title.en === title);
    };
    await expect
      .poll(async () => (await findEvent())?.status, { timeout: 15_000 })
      .toMatch(/^(scheduled|running)$/);
    const eventId = (await findEvent())!.id;
    expect(eventId).toMatch(UUID);
    const stored = (await apiData(url, token, 'GET', `/admin/events/${eventId}`)) as unknown as {
      event_type: string;
      game_ids: string[];
      audience: { everyone: boolean; departments: string[] };
    };
    expect(stored.event_type).toBe('campaign');
    expect(stored.game_ids).toEqual([game.id]);
    expect(stored.audience).toMatchObject({ everyone: false, departments: ['Finance'] });

    await checkPlayerCampaign(eventId, title, 'en');
  }, 240_000);

  /** A Finance player sees the campaign everywhere and plays it; a Sales player does not. */
  async function checkPlayerCampaign(eventId: string, title: string, lang: Lang): Promise<void> {
    const url = app().server.url;
    const t = EVENTS[lang];
    const finance = await createDepartmentPlayer(url, 'Faris Finance', 'Finance', PASSWORD);
    const sales = await createDepartmentPlayer(url, 'Salma Sales', 'Sales', PASSWORD);

    const page = await signIn({ email: finance.email, password: PASSWORD }, lang);
    // The dashboard's assignments card names it (the campaign may start a few seconds from now).
    const d = DASHBOARD[lang].assignments;
    await expect
      .poll(
        async () => {
          await page.goto(`${url}/dashboard`);
          await settled(page);
          return page.getByRole('link', { name: fillEvent(d.openLabel, { title }) }).count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await page.getByRole('heading', { name: d.title }).waitFor();

    await page.goto(`${url}/events`);
    const assigned = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: t.sections.assigned }) });
    await assigned.getByText(title).first().waitFor();
    if (lang === 'ar') {
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('ar');
      expect(await assigned.textContent()).toMatch(ARABIC_DIGITS);
    }

    await page.goto(`${url}/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(t.states.not_started).first().waitFor();
    await playToAPass(page, lang);

    await page.goto(`${url}/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(t.states.completed).first().waitFor();
    const percent = lang === 'ar' ? /١٠٠٪|100/ : /100\s?%/;
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toMatch(percent);
    await page
      .getByText(fillEvent(t.progress.games, { done: n(1, lang), total: n(1, lang) }))
      .first()
      .waitFor();

    const other = await signIn({ email: sales.email, password: PASSWORD }, lang);
    await other.goto(`${url}/events`);
    await settled(other);
    await other.locator('main h1').first().waitFor();
    expect(await other.getByText(title).count()).toBe(0);
    await other.goto(`${url}/events/${eventId}`);
    await other.getByText(t.details.notFound).first().waitFor();
    expect(await other.getByRole('heading', { name: title }).count()).toBe(0);
  }

  it('the same campaign in Arabic: right to left, Arabic texts and digits, played to a pass', async () => {
    const url = app().server.url;
    const token = await adminToken(url);
    const categoryId = await createEventCategory(url, token, { en: 'Awareness month', ar: 'شهر التوعية' });
    const title = `حملة التوعية ${Date.now().toString(36)}`;
    const eventId = await publishCampaign(url, token, {
      title: { en: `Awareness ${Date.now().toString(36)}`, ar: title },
      categoryId,
      gameId: game.id,
      departments: ['Finance'],
      // Due before the English campaign, so that it is the dashboard's "due next".
      dueInDays: 6,
    });
    await checkPlayerCampaign(eventId, title, 'ar');
  }, 180_000);

  it('a tournament: a player registers, the lobby opens on time, Join leads to the nickname step', async () => {
    const url = app().server.url;
    const token = await adminToken(url);
    const me = (await apiData(url, token, 'GET', '/users/me')) as { id?: string; user?: { id: string } };
    const hostId = me.id ?? me.user?.id;
    const categoryId = await createEventCategory(url, token, { en: 'Tournaments', ar: 'البطولات' });
    const title = `Friday Cup ${Date.now().toString(36)}`;
    const eventId = await publishTournament(url, token, {
      title: { en: title, ar: `كأس الجمعة ${Date.now().toString(36)}` },
      categoryId,
      gameId: game.id,
      hostId: String(hostId),
      sessionInMs: 20_000,
    });
    const t = EVENTS.en;
    const player = await createDepartmentPlayer(url, 'Tariq Tournament', 'Sales', PASSWORD);
    const page = await signIn({ email: player.email, password: PASSWORD }, 'en');
    await page.goto(`${url}/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(t.sessions.notRegistered).waitFor();
    await page.getByRole('button', { name: t.sessions.register }).click();
    await page.getByText(t.sessions.registered).waitFor();

    const join = page.getByRole('link', {
      name: new RegExp(`^${fillEvent(t.sessions.joinLabel, { game: GAME_NAME.en, pin: '' })}\\d+$`),
    });
    expect(await join.count()).toBe(0);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          return join.count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    await join.click();
    await page.waitForURL(/\/join-game\?pin=\d+/);
    await page.getByLabel(enLive.join.nickname).first().waitFor();
  }, 180_000);

  it('the events screens in both languages, schemes and widths, with no axe findings', async () => {
    const url = app().server.url;
    const token = await adminToken(url);
    const categoryId = await createEventCategory(url, token, { en: 'Screens', ar: 'الشاشات' });
    const eventId = await publishCampaign(url, token, {
      title: { en: 'Screens campaign', ar: 'حملة الشاشات' },
      categoryId,
      gameId: game.id,
      departments: ['Finance'],
    });
    const player = await createDepartmentPlayer(url, 'Sami Screens', 'Finance', PASSWORD);
    const problems: string[] = [];
    for (const lang of ['en', 'ar'] as const) {
      const page = await signIn({ email: player.email, password: PASSWORD }, lang);
      for (const [screen, path] of [
        ['event-categories', '/event-categories'],
        ['events', '/events'],
        ['event', `/events/${eventId}`],
      ] as const) {
        await page.goto(`${url}${path}`);
        await settled(page);
        await page.locator('main h1').first().waitFor();
        await shootEveryWay(page, screen, problems);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

/** i18next's {{name}} and {{name, number}} filled in. */
function fillEvent(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)(?:,\s*\w+)?\s*\}\}/g, (_, key: string) => String(values[key]));
}

const n = (value: number, lang: Lang) => new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en').format(value);

/**
 * Picks a day and a time (to the minute, the browser's time zone) in a Mantine DateTimePicker,
 * as a mouse and keyboard user does: the day in the calendar, hours and minutes, then the check.
 */
async function pickDateTime(page: Page, label: string, when: Date): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').last();
  await dropdown.waitFor();
  const dayName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    when,
  );
  const day = dropdown.getByRole('button', { name: dayName, exact: true });
  for (let month = 0; month < 2 && (await day.count()) === 0; month += 1)
    await dropdown.locator('button[data-direction="next"]').click();
  await day.click();
  const [hours, minutes] = [when.getHours(), when.getMinutes()].map((value) =>
    String(value).padStart(2, '0'),
  );
  const spins = dropdown.getByRole('spinbutton');
  for (const [index, value] of [hours!, minutes!].entries()) {
    const spin = spins.nth(index);
    await spin.click();
    await page.keyboard.type(value, { delay: 50 });
    // Then the arrow keys, one step at a time, until the field shows the value.
    for (let step = 0; step < 60; step += 1) {
      const shown = Number((await spin.inputValue()) || -1);
      if (shown === Number(value)) break;
      await spin.press(shown < Number(value) ? 'ArrowUp' : 'ArrowDown');
    }
    expect(Number(await spin.inputValue())).toBe(Number(value));
  }
  await dropdown.locator('button').last().click();
  await dropdown.waitFor({ state: 'hidden' });
}
