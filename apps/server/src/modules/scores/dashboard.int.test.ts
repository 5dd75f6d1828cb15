import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, liveResults, scoreSnapshots, userScores, userTopicScores } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { createPlayer } from '../attempts/attempts.test-support.js';
import { QUESTIONS, answer, gameHelpers, type Seat } from '../live/live-game.test-support.js';
import {
  attachHost,
  createSession,
  joinAs,
  recorder,
  sendOk,
  useLiveApp,
} from '../live/live.test-support.js';
import { FORMULA_VERSION } from './formula.js';
import { dashboardOf, playAttempt } from './scores.test-support.js';

const liveApp = useLiveApp();
const { live, connect } = liveApp;
const { startAndOpen, nextQuestion } = gameHelpers(liveApp);

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let wait = 0; wait < 100 && !isDone(value); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('GET /api/dashboard', () => {
  it('asks for a signed-in user', async () => {
    expectError(await get(live().app, '/api/dashboard'), 401, 'UNAUTHORIZED');
  });

  it('shows a new user no data, zero counts, every topic on the prior and a first game to play', async () => {
    const { app } = live();
    const phishing = await createCategory(app, { key: 'phishing', tier: 1, position: 0 });
    const { game } = await createGame(app, { categories: [phishing] });
    const player = await createPlayer(app);

    const dashboard = await dashboardOf(app, player.token);

    expect(dashboard).toMatchObject({
      has_data: false,
      computed_at: null,
      trend: [],
      recent_attempts: [],
      statistics: {
        awareness_score: null,
        total_high_score: null,
        average_score: null,
        pass_games_count: 0,
        latest_played_at: null,
        total_game_attempts: 0,
        awareness_index_percentage: 0,
        correct_question_percentage: 0,
        pass_quizzes_attempts: 0,
        total_correct_questions: 0,
        total_games_count: 0,
        total_quizzes_count: 0,
        total_wrong_questions: 0,
        wrong_question_percentage: 0,
      },
      awareness: { factors: [], formula_version: FORMULA_VERSION },
      risk: { factors: [], role_level: 'standard', impact: 0.7 },
    });
    expect(dashboard.topics).toEqual([
      expect.objectContaining({
        category_id: phishing.id,
        mastery: 0.5,
        evidence: 0,
        answered: 0,
        low_confidence: true,
        mastered: false,
      }),
    ]);
    expect(dashboard.topic_summary).toEqual({ total: 1, started: 0, mastered: 0 });
    expect(dashboard.next_games).toEqual([
      expect.objectContaining({ game_id: game.id, category_id: phishing.id, topic: phishing.name }),
    ]);
    expect(await app.ctx.db.select().from(userScores)).toHaveLength(0);
  });

  it('counts self-paced attempts and live results, and moves the scores as the player plays', async () => {
    const { app } = live();
    const topic = await createCategory(app, { tier: 1 });
    const passed = await createGame(app, { categories: [topic], questions: 3 });
    const failed = await createGame(app, { categories: [topic], questions: 3 });
    const user = await createUser(app, { positions: ['Chief Financial Officer'] });
    const player = { id: user.id, token: await loginToken(app, user.email) };

    await playAttempt(app, player, passed.game.id, 3);
    const afterPass = await dashboardOf(app, player.token);
    expect(afterPass.has_data).toBe(true);
    expect(afterPass.statistics.awareness_score).toBeGreaterThan(50);

    await playAttempt(app, player, failed.game.id, 1);
    const afterFail = await dashboardOf(app, player.token);
    expect(afterFail.statistics.awareness_score).toBeLessThan(afterPass.statistics.awareness_score ?? 0);
    expect(afterFail.statistics.total_high_score).toBeGreaterThan(
      afterPass.statistics.total_high_score ?? 100,
    );

    // A live game from another game: question 1 right, question 2 half right (multiple choice), then ended.
    const session = await createSession(app, { game: { questions: QUESTIONS } });
    const client = await connect({ token: player.token });
    const events = recorder(client);
    await joinAs(client, session.pin, 'Member');
    const host = await connect();
    await attachHost(host, session);
    const seat = { client, events } as Seat;
    await startAndOpen(host, [seat]);
    const closed = events.next('question:closed');
    await answer(seat, 0, ['a']); // the only player answered: the question closes
    await closed;
    await nextQuestion(host, [seat]);
    await answer(seat, 1, ['a']);
    const performance = events.next('player:performance');
    await sendOk(host, 'host:end');
    await performance;
    const results = await until(
      () => app.ctx.db.select().from(liveResults).where(eq(liveResults.userId, user.id)),
      (rows) => rows.length > 0,
    );
    expect(results).toEqual([
      expect.objectContaining({
        sessionId: session.session_id,
        rank: 1,
        playersCount: 1,
        gameId: session.gameId,
      }),
    ]);
    const livePoints = results[0]?.points ?? 0;
    expect(livePoints).toBeGreaterThan(0);
    const scored = await until(
      () => app.ctx.db.select().from(userScores).where(eq(userScores.userId, user.id)),
      (rows) => (rows[0]?.points ?? 0) > 1333,
    );

    const dashboard = await dashboardOf(app, player.token);
    const attemptRows = await app.ctx.db.select().from(attempts).where(eq(attempts.userId, user.id));
    const attemptScores = attemptRows.map((row) => row.score ?? 0);
    const liveScore = 75; // credit 1 and 0.5 of 2 questions
    const average = (attemptScores.reduce((sum, score) => sum + score, 0) + liveScore) / 3;

    expect(dashboard.statistics).toEqual({
      awareness_score: scored[0]?.awareness,
      total_high_score: scored[0]?.risk,
      average_score: Math.round(average * 10) / 10,
      pass_games_count: 1,
      latest_played_at: expect.any(String),
      total_game_attempts: 3,
      awareness_index_percentage: expect.any(Number),
      // 3 + 1 + 1 right of 3 + 3 + 2 questions.
      correct_question_percentage: 62.5,
      pass_quizzes_attempts: 1,
      total_correct_questions: 5,
      total_games_count: 3,
      total_quizzes_count: 3,
      total_wrong_questions: 3,
      wrong_question_percentage: 37.5,
    });
    expect(dashboard.has_data).toBe(true);
    expect(dashboard.recent_attempts.map((result) => result.source)).toEqual(['live', 'quiz', 'quiz']);
    expect(dashboard.recent_attempts[0]).toMatchObject({
      id: session.session_id,
      score: liveScore,
      passed: null,
    });
    expect(dashboard.recent_attempts[2]).toMatchObject({ game_id: passed.game.id, score: 100, passed: true });
    expect(dashboard.trend).toEqual([
      { day: new Date().toISOString().slice(0, 10), awareness: scored[0]?.awareness, risk: scored[0]?.risk },
    ]);
    expect(dashboard.topics.find((each) => each.category_id === topic.id)?.answered).toBe(6);

    // Points: 10 per score point of each attempt, plus the live points.
    const attemptPoints = attemptScores.reduce((sum, score) => sum + Math.round(score * 10), 0);
    expect(scored[0]?.points).toBe(attemptPoints + livePoints);

    // Every factor explained in both languages; the CFO's risk has full impact.
    expect(dashboard.risk).toMatchObject({
      role_level: 'high_impact',
      impact: 1,
      formula_version: FORMULA_VERSION,
    });
    expect(dashboard.risk.factors.map((factor) => factor.key)).toEqual([
      'knowledge_gap',
      'quiz_failures',
      'compliance',
      'disengagement',
      'positive_credit',
      'impact',
    ]);
    expect(dashboard.risk.factors.find((factor) => factor.key === 'compliance')).toMatchObject({ points: 0 });
    expect(dashboard.awareness.factors[0]).toMatchObject({ key: 'baseline', effect: 'raises', points: 50 });
    expect(dashboard.awareness.factors.find((factor) => factor.category_id === topic.id)).toBeDefined();
    for (const factor of [...dashboard.awareness.factors, ...dashboard.risk.factors]) {
      expect(factor.text.en).not.toBe('');
      expect(factor.text.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('tells a topic not started from one played, and the index counts the mastered topics of the catalogue', async () => {
    const { app } = live();
    const played = await createCategory(app, { tier: 1, position: 0 });
    const learning = await createCategory(app, { tier: 2, position: 1 });
    const untouched = await createCategory(app, { tier: 3, position: 2 });
    const known = await createGame(app, { categories: [played], questions: 6 });
    const halfKnown = await createGame(app, { categories: [learning], questions: 2 });
    await createGame(app, { categories: [untouched] });
    const player = await createPlayer(app);

    // Six medium questions right: mastery 0.875 with evidence 0.75 (docs/domain.md), mastered.
    await playAttempt(app, player, known.game.id, 6);
    // Two medium questions, one right: mastery 0.5, evidence 0.5, started but not mastered.
    await playAttempt(app, player, halfKnown.game.id, 1);
    const dashboard = await dashboardOf(app, player.token);

    const byId = new Map(dashboard.topics.map((topic) => [topic.category_id, topic]));
    expect(byId.get(played.id)).toMatchObject({ answered: 6, mastered: true, mastery: 0.875 });
    expect(byId.get(learning.id)).toMatchObject({ answered: 2, mastered: false });
    expect(byId.get(untouched.id)).toMatchObject({ answered: 0, mastered: false, mastery: 0.5 });
    expect(dashboard.topic_summary).toEqual({ total: 3, started: 2, mastered: 1 });
    // The index is the mastered share of the catalogue: 1 of 3 topics.
    expect(dashboard.statistics.awareness_index_percentage).toBe(33.3);
    expect(dashboard.statistics.awareness_index_percentage).toBe(
      Math.round((1000 * dashboard.topic_summary.mastered) / dashboard.topic_summary.total) / 10,
    );
    // Awareness: (4 × 0.875 + 3 × 0.5 + 2 × 0.5) / 9, the untouched topic at the prior.
    expect(dashboard.statistics.awareness_score).toBe(
      Math.round((100 * (4 * 0.875 + 3 * 0.5 + 2 * 0.5)) / 9),
    );
    expect(dashboard.awareness.score).toBe(dashboard.statistics.awareness_score);
    expect(dashboard.risk.score).toBe(dashboard.statistics.total_high_score);
  });

  it('recomputes scores computed before today (decay) and announces a band that moved', async () => {
    const { app } = live();
    const { game } = await createGame(app, { questions: 3 });
    const player = await createPlayer(app);
    await playAttempt(app, player, game.id, 3);
    const yesterday = new Date(Date.now() - 86_400_000);
    await app.ctx.db
      .update(userScores)
      .set({ computedAt: yesterday, awarenessBand: 'low', awareness: 10 })
      .where(eq(userScores.userId, player.id));
    const moved: unknown[] = [];
    app.ctx.events.on('score.band_changed', (event) => {
      moved.push(event);
    });

    const dashboard = await dashboardOf(app, player.token);

    expect(Date.parse(dashboard.computed_at ?? '')).toBeGreaterThan(yesterday.getTime() + 60_000);
    expect(dashboard.awareness.score).toBeGreaterThan(10);
    expect(moved).toEqual([
      { userId: player.id, score: 'awareness', from: 'low', to: dashboard.awareness.band },
    ]);
    expect(
      await app.ctx.db.select().from(scoreSnapshots).where(eq(scoreSnapshots.userId, player.id)),
    ).toHaveLength(1);
    expect(
      await app.ctx.db.select().from(userTopicScores).where(eq(userTopicScores.userId, player.id)),
    ).toHaveLength(1);
  });

  it('announces attempt.limit_reached when the last allowed attempt closes', async () => {
    const { app } = live();
    const { game } = await createGame(app, { questions: 1, attemptsAllowed: 2 });
    const player = await createPlayer(app);
    const heard: unknown[] = [];
    app.ctx.events.on('attempt.limit_reached', (event) => {
      heard.push(event);
    });
    await playAttempt(app, player, game.id, 0);
    expect(heard).toEqual([]);
    await playAttempt(app, player, game.id, 1);
    expect(heard).toEqual([expect.objectContaining({ userId: player.id, gameId: game.id })]);
  });
});
