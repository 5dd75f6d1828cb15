import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, eventReportSchema, trainingEvidenceSchema } from '@awarequest/contracts';
import { lookups } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { adminToken, playerToken } from '../../test/authoring.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  daysFromNow,
  insertCompletion,
  insertReportEvent,
  insertReportGame,
  insertStartedAttempt,
} from './event-report.test-support.js';

const app = useTestApp();

/**
 * Finance (6 people): two completed both counted games (one also the removed game), one started
 * an attempt, one completed one game of two, two did nothing. Sales (1 person, in by user id):
 * nothing. IT (1 person): out of the audience, yet completed everything.
 */
async function seed(options: { dueAt?: Date; startsAt?: Date } = {}) {
  await app()
    .ctx.db.insert(lookups)
    .values({ kind: 'department', value: 'Finance', name: { en: 'Finance', ar: 'المالية' } })
    .onConflictDoUpdate({
      target: [lookups.kind, lookups.value],
      set: { name: { en: 'Finance', ar: 'المالية' } },
    });
  const [first, second, removed] = [
    await insertReportGame(app(), 'phish'),
    await insertReportGame(app(), 'passwords'),
    await insertReportGame(app(), 'retired'),
  ];
  const finance = [];
  for (const name of ['Amal', 'Badr', 'Carim', 'Dana', 'Emad', 'Farah'])
    finance.push(await createUser(app(), { name, departments: ['Finance'], company: 'Acme' }));
  const sales = await createUser(app(), { name: 'Ghada', departments: ['Sales'] });
  const outsider = await createUser(app(), { name: 'Hadi', departments: ['IT'] });
  const eventId = await insertReportEvent(app(), {
    audience: { departments: ['Finance'], user_ids: [sales.id] },
    gameIds: [first.id, second.id],
    removedGameIds: [removed.id],
    startsAt: options.startsAt ?? daysFromNow(-3),
    dueAt: options.dueAt ?? daysFromNow(10),
  });
  const done = (userId: string, gameId: string, days: number) =>
    insertCompletion(app(), { eventId, userId, gameId, completedAt: daysFromNow(days) });
  await done(finance[0]!.id, first.id, -2);
  await done(finance[0]!.id, second.id, -2);
  await done(finance[1]!.id, first.id, -1);
  await done(finance[1]!.id, second.id, 0);
  await done(finance[1]!.id, removed.id, -1);
  await insertStartedAttempt(app(), { userId: finance[2]!.id, gameId: first.id, startedAt: daysFromNow(-1) });
  await done(finance[3]!.id, first.id, -1);
  // Work before the event started, or on the removed game only, does not start the event.
  await insertStartedAttempt(app(), { userId: finance[4]!.id, gameId: first.id, startedAt: daysFromNow(-5) });
  await done(outsider.id, first.id, -1);
  await done(outsider.id, second.id, -1);
  return { eventId, finance, sales, outsider, games: { first, second, removed } };
}

async function report(url: string, language = 'en') {
  const answer = await get(app(), url, { token: await adminToken(app()), language });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(eventReportSchema).parse(answer.body).data;
}

describe('GET /admin/events/:id/report', () => {
  it('counts each person of the audience by their real completions and attempts', async () => {
    const { eventId, finance } = await seed();
    const data = await report(`/api/admin/events/${eventId}/report`);
    expect(data.event).toMatchObject({
      id: eventId,
      title: { en: 'Phishing month' },
      games_count: 2,
      my: null,
    });
    expect(data.totals).toEqual({
      people: 7,
      completed: 2,
      in_progress: 2,
      not_started: 3,
      overdue: 0,
      completion_rate: 28.6,
    });
    const byName = Object.fromEntries(data.people.rows.map((row) => [row.name, row]));
    expect(Object.keys(byName)).toEqual(['Amal', 'Badr', 'Carim', 'Dana', 'Emad', 'Farah', 'Ghada']);
    expect(byName.Amal).toMatchObject({
      state: 'completed',
      progress: 100,
      completed_games: 2,
      total_games: 2,
    });
    expect(byName.Badr!.completed_at).not.toBeNull();
    expect(byName.Carim).toMatchObject({ state: 'in_progress', progress: 0 });
    expect(byName.Dana).toMatchObject({
      state: 'in_progress',
      progress: 50,
      completed_games: 1,
      completed_at: null,
    });
    expect(byName.Emad).toMatchObject({ state: 'not_started', last_activity_at: null });
    expect(byName.Amal!.user_id).toBe(finance[0]!.id);
    expect(data.overdue).toEqual([]);
  });

  it('groups by department with the lookup names, and counts completions per day', async () => {
    const { eventId } = await seed();
    const data = await report(`/api/admin/events/${eventId}/report?group_by=department`);
    expect(data.groups).toEqual([
      {
        key: 'Finance',
        name: { en: 'Finance', ar: 'المالية' },
        people: 6,
        completed: 2,
        in_progress: 2,
        not_started: 2,
        overdue: 0,
        completion_rate: 33.3,
        hidden: false,
      },
      {
        key: 'Sales',
        name: { en: 'Sales', ar: 'المبيعات' },
        people: 1,
        completed: 0,
        in_progress: 0,
        not_started: 1,
        overdue: 0,
        completion_rate: 0,
        hidden: false,
      },
    ]);
    // From the start (3 days ago) to today: Amal done 2 days ago, Badr today.
    expect(data.over_time.map((point) => point.completed)).toEqual([0, 1, 1, 2]);
    expect(data.over_time.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      completion_rate: 28.6,
    });
  });

  it('lists the overdue people once the due date and grace have passed, and filters and pages people', async () => {
    const { eventId } = await seed({ startsAt: daysFromNow(-20), dueAt: daysFromNow(-2) });
    const data = await report(`/api/admin/events/${eventId}/report?state=overdue&per_page=2&page=2`);
    expect(data.totals).toMatchObject({ completed: 2, overdue: 5, in_progress: 0, not_started: 0 });
    expect(data.people).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(data.people.rows.map((row) => row.name)).toEqual(['Emad', 'Farah']);
    // Most overdue first: the least work done, then no activity at all, then the oldest activity.
    expect(data.overdue.map((row) => row.name)).toEqual(['Farah', 'Ghada', 'Emad', 'Carim', 'Dana']);
    expect(data.over_time).toHaveLength(19);
    const search = await report(`/api/admin/events/${eventId}/report?q=AMA`);
    expect(search.people.rows.map((row) => row.name)).toEqual(['Amal']);
  });

  it('answers 403 to a player and EVENT_NOT_FOUND for an unknown event', async () => {
    const { eventId } = await seed();
    expectError(
      await get(app(), `/api/admin/events/${eventId}/report`, { token: await playerToken(app()) }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await get(app(), `/api/admin/events/${crypto.randomUUID()}/report`, { token: await adminToken(app()) }),
      404,
      'EVENT_NOT_FOUND',
    );
  });
});

describe('GET /admin/events/:id/report/export', () => {
  async function download(url: string, language = 'en') {
    const answer = await app().inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await adminToken(app())}`, 'accept-language': language },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  }

  it('writes one sheet as CSV with the headers in the request language', async () => {
    const { eventId } = await seed();
    const answer = await download(`/api/admin/events/${eventId}/report/export?format=csv&sheet=groups`);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.rawPayload.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Department,People,Completed,In progress,Not started,Overdue,Completion rate (%),Under 5 people',
      'Finance,6,2,2,2,0,33.3,No',
      'Sales,1,0,0,1,0,0,Yes',
    ]);
  });

  it('writes all four sheets to Excel, in Arabic, numbers as numbers', async () => {
    const { eventId } = await seed();
    const answer = await download(`/api/admin/events/${eventId}/report/export?format=xlsx`, 'ar');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'الأشخاص',
      'المجموعات',
      'عبر الزمن',
      'المتأخرون',
    ]);
    const rows = (index: number) => {
      const out: unknown[][] = [];
      workbook.worksheets[index]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const people = rows(0);
    expect(people[0]?.slice(0, 5)).toEqual(['الاسم', 'البريد الإلكتروني', 'القسم', 'الشركة', 'الحالة']);
    expect(people).toHaveLength(8);
    expect(people[1]?.slice(2, 8)).toEqual(['المالية', 'Acme', 'مكتمل', 100, 2, 2]);
    expect(rows(1)[1]).toEqual(['المالية', 6, 2, 2, 2, 0, 33.3, 'لا']);
    expect(rows(2).at(-1)?.slice(1)).toEqual([2, 28.6]);
    expect(workbook.worksheets[0]!.views[0]?.rightToLeft).toBe(true);
  });
});

describe('the ISO 27001 A.6.3 evidence: campaigns', () => {
  it('lists each published campaign run in the range with its audience, completion and overdue count', async () => {
    const { eventId } = await seed({ startsAt: daysFromNow(-20), dueAt: daysFromNow(-2) });
    // A campaign due long before the range is not listed.
    await insertReportEvent(app(), {
      audience: { everyone: true },
      startsAt: daysFromNow(-400),
      dueAt: daysFromNow(-390),
      title: { en: 'Old campaign', ar: 'حملة قديمة' },
    });
    const from = daysFromNow(-30).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const token = await adminToken(app());
    const answer = await get(app(), `/api/admin/reports/evidence?from=${from}&to=${to}`, { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const evidence = envelopeSchema(trainingEvidenceSchema).parse(answer.body).data;
    expect(evidence.campaigns).toEqual([
      {
        event_id: eventId,
        title: { en: 'Phishing month', ar: 'شهر التصيد' },
        status: 'running',
        starts_at: expect.any(String) as string,
        due_at: expect.any(String) as string,
        audience: 7,
        completed: 2,
        completion_rate: 28.6,
        overdue: 5,
      },
    ]);
    const file = await app().inject({
      method: 'GET',
      url: `/api/admin/reports/evidence/export?from=${from}&to=${to}&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = file.rawPayload.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines.slice(-2)).toEqual([
      'Campaign,State,Start (UTC),Due (UTC),Audience,Completed,Completion rate (%),Overdue',
      expect.stringMatching(/^Phishing month,Running,[\d-]+ [\d:]+,[\d-]+ [\d:]+,7,2,28\.6,5$/) as string,
    ]);
  });
});
