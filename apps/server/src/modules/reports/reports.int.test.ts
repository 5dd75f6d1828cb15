import { describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  organisationReportSchema,
  reportPeoplePageSchema,
  reportPersonSchema,
  type OrganisationReport,
} from '@awarequest/contracts';
import { adminToken, playerToken } from '../../test/authoring.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createScoredUser,
  createTestGame,
  createTopic,
  insertFinishedAttempt,
  insertSnapshot,
  insertTopicScore,
} from './reports.test-support.js';

const app = useTestApp();

/**
 * Sales: five scored people (awareness 80 60 90 30 50, risk 10 65 85 20 40), one without
 * scores and one deactivated. Legal: two scored people. One person with no department.
 */
async function seedDepartments() {
  const sales = [
    { name: 'Amal', awareness: 80, risk: 10 },
    { name: 'Badr', awareness: 60, risk: 65 },
    { name: 'Dana', awareness: 90, risk: 85 },
    { name: 'Eyad', awareness: 30, risk: 20 },
    { name: 'Fadi', awareness: 50, risk: 40 },
  ];
  const people = [];
  for (const person of sales)
    people.push(
      await createScoredUser(
        app(),
        { name: person.name, departments: ['Sales', 'Legal'], company: 'Acme', countries: ['SA'] },
        person,
      ),
    );
  await createScoredUser(app(), { name: 'No scores', departments: ['Sales'] });
  await createScoredUser(
    app(),
    { name: 'Gone', departments: ['Sales'], isActive: false },
    { awareness: 0, risk: 100 },
  );
  const legal = [
    await createScoredUser(
      app(),
      { name: 'Hala', departments: ['Legal'], company: 'Acme' },
      { awareness: 70, risk: 60 },
    ),
    await createScoredUser(
      app(),
      { name: 'Imad', departments: ['Legal'], company: 'Acme' },
      { awareness: 40, risk: 30 },
    ),
  ];
  const unset = await createScoredUser(app(), { name: 'Jana', departments: [] }, { awareness: 85, risk: 5 });
  return { sales: people, legal, unset };
}

async function report(token: string, query: string): Promise<OrganisationReport> {
  const answer = await get(app(), `/api/admin/reports?${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(organisationReportSchema).parse(answer.body).data;
}

describe('GET /admin/reports', () => {
  it('is for admins only', async () => {
    expectError(await get(app(), '/api/admin/reports'), 401, 'UNAUTHORIZED');
    expectError(
      await get(app(), '/api/admin/reports', { token: await playerToken(app()) }),
      403,
      'FORBIDDEN',
    );
    for (const url of [
      '/api/admin/reports/people?dimension=department&group=Sales',
      '/api/admin/reports/evidence',
      '/api/admin/reports/export',
    ])
      expectError(await get(app(), url, { token: await playerToken(app()) }), 403, 'FORBIDDEN');
  });

  it('averages awareness and risk per department over active people with scores', async () => {
    await seedDepartments();
    const data = await report(await adminToken(app()), 'dimension=department');
    expect(data.dimension).toBe('department');
    expect(data.min_group_size).toBe(5);
    const sales = data.groups.find((group) => group.key === 'Sales');
    expect(sales).toMatchObject({
      key: 'Sales',
      // Named from the managed department list, in both languages.
      name: { en: 'Sales', ar: 'المبيعات' },
      people: 5,
      average_awareness: 62,
      average_risk: 44,
      high_risk_share: 40,
      awareness_bands: { low: 1, developing: 2, proficient: 1, advanced: 1 },
      small_group: false,
    });
    expect(data.groups.find((group) => group.key === 'Legal')).toMatchObject({
      people: 2,
      average_awareness: 55,
      average_risk: 45,
      high_risk_share: 50,
      small_group: true,
    });
    expect(data.groups.find((group) => group.key === null)).toMatchObject({ people: 1, small_group: true });
  });

  it('applies the group-size rule: admins see groups under 5 people flagged, none hidden', async () => {
    await seedDepartments();
    const data = await report(await adminToken(app()), 'dimension=company');
    expect(data.hidden_groups).toBe(0);
    expect(data.groups.map((group) => [group.key, group.people, group.small_group])).toEqual([
      ['Acme', 7, false],
      [null, 1, true],
    ]);
  });

  it('groups by country (the first) and by topic (mastery x 100)', async () => {
    const { sales, legal } = await seedDepartments();
    const token = await adminToken(app());
    const byCountry = await report(token, 'dimension=country');
    expect(byCountry.groups.find((group) => group.key === 'SA')).toMatchObject({
      people: 5,
      name: { en: 'Saudi Arabia', ar: 'السعودية' },
    });

    const phishing = await createTopic(app(), 'phishing', 1);
    const passwords = await createTopic(app(), 'passwords', 2);
    await insertTopicScore(app(), sales[0]!.id, phishing.id, 0.9);
    await insertTopicScore(app(), sales[1]!.id, phishing.id, 0.3);
    await insertTopicScore(app(), legal[0]!.id, passwords.id, 0.75);
    const byTopic = await report(token, 'dimension=topic');
    expect(
      byTopic.groups.map((group) => [group.key, group.name?.en, group.people, group.average_awareness]),
    ).toEqual([
      [phishing.id, 'Topic phishing', 2, 60],
      [passwords.id, 'Topic passwords', 1, 75],
    ]);
    expect(byTopic.groups[0]?.awareness_bands).toEqual({ low: 1, developing: 0, proficient: 0, advanced: 1 });
  });

  it('draws each group’s weekly trend from the daily snapshots in the range', async () => {
    const { sales } = await seedDepartments();
    // 2026-11-02 and 2026-11-04 are in the week of Monday 2026-11-02; 2026-11-10 in the week of 2026-11-09.
    await insertSnapshot(app(), sales[0]!.id, '2026-11-02', 40, 60);
    await insertSnapshot(app(), sales[0]!.id, '2026-11-04', 60, 40);
    await insertSnapshot(app(), sales[1]!.id, '2026-11-04', 80, 20);
    await insertSnapshot(app(), sales[1]!.id, '2026-11-10', 90, 10);
    await insertSnapshot(app(), sales[1]!.id, '2026-10-01', 10, 90);
    const data = await report(await adminToken(app()), 'dimension=department&from=2026-10-26&to=2026-11-15');
    expect(data).toMatchObject({ from: '2026-10-26', to: '2026-11-15' });
    expect(data.groups.find((group) => group.key === 'Sales')?.trend).toEqual([
      { week: '2026-11-02', awareness: 60, risk: 40 },
      { week: '2026-11-09', awareness: 90, risk: 10 },
    ]);
    expect(data.groups.find((group) => group.key === 'Legal')?.trend).toEqual([]);

    // A topic's trend: the overall scores of the people who answered in it.
    const phishing = await createTopic(app(), 'phishing', 1);
    const passwords = await createTopic(app(), 'passwords', 2);
    await insertTopicScore(app(), sales[0]!.id, phishing.id, 0.9);
    await insertTopicScore(app(), sales[0]!.id, passwords.id, 0.6);
    await insertTopicScore(app(), sales[1]!.id, passwords.id, 0.3);
    const byTopic = await report(await adminToken(app()), 'dimension=topic&from=2026-10-26&to=2026-11-15');
    expect(byTopic.groups.map((group) => [group.key, group.trend])).toEqual([
      [phishing.id, [{ week: '2026-11-02', awareness: 50, risk: 50 }]],
      [
        passwords.id,
        [
          { week: '2026-11-02', awareness: 60, risk: 40 },
          { week: '2026-11-09', awareness: 90, risk: 10 },
        ],
      ],
    ]);
  });

  it('answers 422 with the field message for a bad dimension or range', async () => {
    const token = await adminToken(app());
    const bad = await get(app(), '/api/admin/reports?dimension=planet&from=2026-02-30', { token });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(bad.body.errors).toEqual({
      dimension: ['Please choose a valid Report by'],
      from: ['Please enter a valid date'],
    });
    const reversed = await get(app(), '/api/admin/reports?from=2026-11-10&to=2026-11-01', {
      token,
      language: 'ar',
    });
    expectError(reversed, 422, 'VALIDATION_FAILED');
    expect(reversed.body.errors).toEqual({ to: ['يجب ألا يكون تاريخ النهاية قبل تاريخ البداية'] });
  });
});

describe('the API description', () => {
  it('documents every report route', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const path of [
      '/api/admin/reports',
      '/api/admin/reports/export',
      '/api/admin/reports/people',
      '/api/admin/reports/people/{id}',
      '/api/admin/reports/evidence',
      '/api/admin/reports/evidence/export',
    ])
      expect(document.paths[path]?.get, path).toBeDefined();
  });
});

describe('drill-down', () => {
  it('lists a group’s people by name, a page at a time', async () => {
    await seedDepartments();
    const token = await adminToken(app());
    const answer = await get(
      app(),
      '/api/admin/reports/people?dimension=department&group=Sales&per_page=2&page=2',
      { token },
    );
    expect(answer.statusCode, answer.text).toBe(200);
    const page = envelopeSchema(reportPeoplePageSchema).parse(answer.body).data;
    expect(page.total).toBe(5);
    expect(page.items[0]?.department_name).toEqual({ en: 'Sales', ar: 'المبيعات' });
    expect(page.items.map((person) => [person.name, person.awareness, person.risk_band])).toEqual([
      ['Dana', 90, 'critical'],
      ['Eyad', 30, 'guarded'],
    ]);
    const unset = await get(app(), '/api/admin/reports/people?dimension=department&group=-', { token });
    expect(
      envelopeSchema(reportPeoplePageSchema)
        .parse(unset.body)
        .data.items.map((person) => person.name),
    ).toEqual(['Jana']);
  });

  it('shows one person: scores, topics and history; 404 for no one', async () => {
    const { sales } = await seedDepartments();
    const topic = await createTopic(app(), 'phishing', 1);
    await insertTopicScore(app(), sales[0]!.id, topic.id, 0.9);
    const game = await createTestGame(app(), 'spot-the-phish');
    await insertFinishedAttempt(app(), {
      userId: sales[0]!.id,
      gameId: game.id,
      categoryId: topic.id,
      finishedAt: '2026-11-01T09:00:00Z',
      score: 85,
    });
    const token = await adminToken(app());
    const answer = await get(app(), `/api/admin/reports/people/${sales[0]!.id}`, { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const person = envelopeSchema(reportPersonSchema).parse(answer.body).data;
    expect(person.person).toMatchObject({ name: 'Amal', departments: ['Sales', 'Legal'], company: 'Acme' });
    expect(person.person.labels).toEqual({
      company: { en: 'Acme', ar: 'Acme' },
      group: null,
      departments: [
        { en: 'Sales', ar: 'المبيعات' },
        { en: 'Legal', ar: 'الشؤون القانونية' },
      ],
      countries: [{ en: 'Saudi Arabia', ar: 'السعودية' }],
    });
    expect(person.scores).toMatchObject({
      awareness: 80,
      awareness_band: 'proficient',
      risk: 10,
      risk_band: 'low',
    });
    expect(person.topics).toMatchObject([{ category_id: topic.id, mastery: 0.9 }]);
    expect(person.history).toMatchObject([
      { source: 'self_paced', title: { en: 'Game spot-the-phish' }, score: 85, passed: true },
    ]);
    expectError(
      await get(app(), `/api/admin/reports/people/${crypto.randomUUID()}`, { token }),
      404,
      'NOT_FOUND',
    );
  });
});
