import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, trainingEvidenceSchema } from '@awarequest/contracts';
import { adminToken } from '../../test/authoring.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createScoredUser,
  createTestGame,
  createTopic,
  insertFinishedAttempt,
  insertLiveResult,
} from './reports.test-support.js';

const app = useTestApp();

async function download(url: string, token: string, language = 'en') {
  const answer = await app().inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { headers: answer.headers, body: answer.rawPayload };
}

async function sheetRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows, isRtl: sheet.views[0]?.rightToLeft ?? false };
}

/** Six people of one department (one named like a formula) and a small group of one. */
async function seedPeople() {
  const people = [];
  for (const [index, awareness] of [70, 80, 90, 60, 50].entries())
    people.push(
      await createScoredUser(
        app(),
        { name: `Person ${index}`, departments: ['=cmd|calc'] },
        { awareness, risk: 70 - index * 10 },
      ),
    );
  const solo = await createScoredUser(
    app(),
    { name: '@Solo', email: 'solo@example.com', departments: ['IT'] },
    { awareness: 20, risk: 90 },
  );
  return { people, solo };
}

/** An attempt and a live round in November, and an attempt in October (outside the range). */
async function seedEvidence() {
  const { solo, people } = await seedPeople();
  const topic = await createTopic(app(), 'phishing', 1);
  const game = await createTestGame(app(), 'spot-the-phish');
  await insertFinishedAttempt(app(), {
    userId: solo.id,
    gameId: game.id,
    categoryId: topic.id,
    finishedAt: '2026-11-03T08:30:00Z',
    score: 55,
  });
  await insertFinishedAttempt(app(), {
    userId: solo.id,
    gameId: game.id,
    categoryId: topic.id,
    finishedAt: '2026-10-03T08:30:00Z',
    score: 95,
  });
  await insertLiveResult(app(), {
    userId: people[0]!.id,
    endedAt: '2026-11-05T12:00:00Z',
    points: 4200,
    rank: 1,
    playersCount: 12,
  });
  return { solo, people };
}

describe('report files', () => {
  it('exports the group report as CSV, formula-leading texts escaped', async () => {
    await seedPeople();
    const file = await download(
      '/api/admin/reports/export?dimension=department&format=csv&to=2026-11-20',
      await adminToken(app()),
    );
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="report-department-2026-11-20.csv"',
    );
    const lines = file.body.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Department,People,Average awareness,Average risk,High or critical risk (%),Awareness: Low,Awareness: Developing,Awareness: Proficient,Awareness: Advanced,Under 5 people',
      "'=cmd|calc,5,70,50,40,0,2,2,1,No",
      'IT,1,20,90,100,1,0,0,0,Yes',
    ]);
  });

  it('exports the group report as an Excel sheet in Arabic, right to left, numbers as numbers', async () => {
    await seedPeople();
    const file = await download(
      '/api/admin/reports/export?dimension=department&format=xlsx',
      await adminToken(app()),
      'ar',
    );
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await sheetRows(file.body);
    expect(sheet.name).toBe('التقرير');
    expect(sheet.isRtl).toBe(true);
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['القسم', 'عدد الأشخاص', 'متوسط الوعي']);
    // The one formula rule of every file: a text cell never starts a formula in Excel either.
    expect(sheet.rows[1]).toEqual(["'=cmd|calc", 5, 70, 50, 40, 0, 2, 2, 1, 'لا']);
    expect(sheet.rows[2]?.[9]).toBe('نعم');
  });

  it('rejects an unknown file format with the field message', async () => {
    const answer = await get(app(), '/api/admin/reports/export?format=pdf', {
      token: await adminToken(app()),
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({ format: ['Please choose a valid File format'] });
  });
});

describe('training evidence (ISO/IEC 27001 A.6.3)', () => {
  it('lists who finished what, when and with which result, in the date range, newest first', async () => {
    const { solo, people } = await seedEvidence();
    const answer = await get(app(), '/api/admin/reports/evidence?from=2026-11-01&to=2026-11-30', {
      token: await adminToken(app()),
    });
    expect(answer.statusCode, answer.text).toBe(200);
    const evidence = envelopeSchema(trainingEvidenceSchema).parse(answer.body).data;
    expect(evidence).toMatchObject({
      organisation: 'AwareQuest Arena',
      from: '2026-11-01',
      to: '2026-11-30',
      total: 2,
    });
    expect(evidence.rows).toEqual([
      {
        user_id: people[0]!.id,
        name: 'Person 0',
        email: people[0]!.email,
        department: '=cmd|calc',
        department_name: { en: '=cmd|calc', ar: '=cmd|calc' },
        source: 'live',
        title: { en: 'Friday live quiz', ar: 'مسابقة الجمعة المباشرة' },
        topic: null,
        finished_at: '2026-11-05T12:00:00.000Z',
        score: null,
        passed: null,
        points: 4200,
        rank: 1,
        players_count: 12,
      },
      {
        user_id: solo.id,
        name: '@Solo',
        email: 'solo@example.com',
        department: 'IT',
        department_name: { en: 'IT', ar: 'IT' },
        source: 'self_paced',
        title: { en: 'Game spot-the-phish', ar: 'لعبة spot-the-phish' },
        topic: { en: 'Topic phishing', ar: 'موضوع phishing' },
        finished_at: '2026-11-03T08:30:00.000Z',
        score: 55,
        passed: false,
        points: null,
        rank: null,
        players_count: null,
      },
    ]);
  });

  it('exports the evidence as CSV and Excel', async () => {
    await seedEvidence();
    const token = await adminToken(app());
    const csv = await download(
      '/api/admin/reports/evidence/export?from=2026-11-01&to=2026-11-30&format=csv',
      token,
    );
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="training-evidence-2026-11-01-2026-11-30.csv"',
    );
    expect(csv.body.toString('utf8').replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Name,Email,Department,Training,Topic,Type,Finished at (UTC),Score,Passed,Points,Rank',
      expect.stringMatching(
        /^Person 0,player-\w+@example\.com,'=cmd\|calc,Friday live quiz,,Live session,2026-11-05 12:00,,,4200,1\/12$/,
      ),
      "'@Solo,solo@example.com,IT,Game spot-the-phish,Topic phishing,Self-paced,2026-11-03 08:30,55,No,,",
    ]);
    const xlsx = await download(
      '/api/admin/reports/evidence/export?from=2026-10-01&to=2026-11-30&format=xlsx',
      token,
      'ar',
    );
    const sheet = await sheetRows(xlsx.body);
    expect(sheet.name).toBe('أدلة التدريب');
    expect(sheet.rows).toHaveLength(4);
    expect(sheet.rows[3]).toEqual([
      "'@Solo",
      'solo@example.com',
      'IT',
      'لعبة spot-the-phish',
      'موضوع phishing',
      'ذاتي',
      '2026-10-03 08:30',
      95,
      'نعم',
    ]);
  });
});
