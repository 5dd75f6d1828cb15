import { describe, expect, it } from 'vitest';
import { adminOverviewSchema, envelopeSchema } from '@awarequest/contracts';
import { adminToken, playerToken } from '../../test/authoring.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createScoredUser,
  createTestGame,
  createTopic,
  insertFinishedAttempt,
  insertLiveResult,
  insertSnapshot,
  insertTopicScore,
} from './reports.test-support.js';

const app = useTestApp();
const overviewAnswer = envelopeSchema(adminOverviewSchema);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /admin/overview', () => {
  it('is for admins only', async () => {
    expectError(
      await get(app(), '/api/admin/overview', { token: await playerToken(app()) }),
      403,
      'FORBIDDEN',
    );
    expectError(await get(app(), '/api/admin/overview'), 401, 'UNAUTHORIZED');
  });

  it('answers an empty organisation without numbers it does not have', async () => {
    const answer = await get(app(), '/api/admin/overview', { token: await adminToken(app()) });
    expect(answer.statusCode, answer.text).toBe(200);
    const { data } = overviewAnswer.parse(answer.body);
    expect(data).toMatchObject({
      active_this_month: 0,
      scored_people: 0,
      average_awareness: null,
      average_risk: null,
      weakest_topics: [],
      recent_sessions: [],
      assignments: { campaigns: 0, assigned: 0, overdue: 0 },
    });
  });

  it('counts people active this month, scores by band, the weakest topics and recent live sessions', async () => {
    const now = Date.now();
    const token = await adminToken(app());
    const amal = await createScoredUser(app(), { name: 'Amal' }, { awareness: 80, risk: 10 });
    const badr = await createScoredUser(app(), { name: 'Badr' }, { awareness: 30, risk: 85 });
    const idle = await createScoredUser(app(), { name: 'Idle' }, { awareness: 50, risk: 40 });
    await createScoredUser(app(), { name: 'Gone', isActive: false }, { awareness: 10, risk: 99 });
    const game = await createTestGame(app(), 'g');
    const phishing = await createTopic(app(), 'phishing', 1);
    const passwords = await createTopic(app(), 'passwords', 2);
    const finishedAt = new Date(now - 60_000).toISOString();
    await insertFinishedAttempt(app(), {
      userId: amal.id,
      gameId: game.id,
      categoryId: null,
      finishedAt,
      score: 90,
    });
    await insertLiveResult(app(), {
      userId: badr.id,
      endedAt: finishedAt,
      points: 500,
      rank: 1,
      playersCount: 7,
    });
    // Played long ago only: not active this month.
    const longAgo = new Date(now - 400 * DAY_MS).toISOString();
    await insertFinishedAttempt(app(), {
      userId: idle.id,
      gameId: game.id,
      categoryId: null,
      finishedAt: longAgo,
      score: 50,
    });
    await insertTopicScore(app(), amal.id, phishing.id, 0.9);
    await insertTopicScore(app(), badr.id, phishing.id, 0.5);
    await insertTopicScore(app(), amal.id, passwords.id, 0.4);
    const today = new Date(now).toISOString().slice(0, 10);
    await insertSnapshot(app(), amal.id, today, 80, 10);
    await insertSnapshot(app(), badr.id, today, 30, 85);

    const answer = await get(app(), '/api/admin/overview', { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const { data } = overviewAnswer.parse(answer.body);
    // The admin, Amal, Badr and Idle are active accounts; Gone is not.
    expect(data.people).toBe(4);
    expect(data.active_this_month).toBe(2);
    expect(data.scored_people).toBe(3);
    expect(data.average_awareness).toBe(53.3);
    expect(data.average_risk).toBe(45);
    expect(data.awareness_bands).toEqual({ low: 1, developing: 1, proficient: 1, advanced: 0 });
    expect(Object.values(data.risk_bands).reduce((sum, people) => sum + people, 0)).toBe(3);
    expect(data.risk_bands.low).toBe(1);
    expect(data.trend).toHaveLength(1);
    expect(data.trend[0]).toMatchObject({ awareness: 55, risk: 47.5 });
    expect(data.weakest_topics.map((topic) => [topic.name.en, topic.mastery, topic.people])).toEqual([
      ['Topic passwords', 40, 1],
      ['Topic phishing', 70, 2],
    ]);
    expect(data.recent_sessions).toEqual([
      expect.objectContaining({
        title: { en: 'Friday live quiz', ar: 'مسابقة الجمعة المباشرة' },
        players: 7,
      }),
    ]);
  });
});
