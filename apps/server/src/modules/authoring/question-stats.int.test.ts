import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DIFFICULTY_MIN_ANSWERS,
  gameQuestionStatsSchema,
  type AdminGameSummary,
} from '@awarequest/contracts';
import { attemptAnswers, attempts, liveAnswers } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  del,
  playerToken,
} from '../../test/authoring.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

interface Seed {
  /** Self-paced answers of finished attempts: right and wrong. */
  finished?: [number, number];
  /** Answers of attempts still open: never counted. */
  open?: [number, number];
  /** Live answers of signed-in players: right and wrong. */
  live?: [number, number];
  /** Live questions left unanswered (no choice): not answers. */
  unanswered?: number;
}

async function seedAnswers(gameId: string, questionId: string, seed: Seed): Promise<void> {
  const db = app().ctx.db;
  const user = await createUser(app());
  const selfPaced = async ([right, wrong]: [number, number], status: 'finished' | 'in_progress') => {
    const total = right + wrong;
    if (total === 0) return;
    const rows = await db
      .insert(attempts)
      .values(
        Array.from({ length: total }, () => ({
          userId: user.id,
          gameId,
          status,
          questionIds: [questionId],
          expiresAt: new Date(Date.now() + 600_000),
          passScore: 70,
        })),
      )
      .returning({ id: attempts.id });
    await db.insert(attemptAnswers).values(
      rows.map((row, index) => ({
        attemptId: row.id,
        questionId,
        choiceKeys: ['a'],
        credit: index < right ? 1 : 0,
        isCorrect: index < right,
      })),
    );
  };
  await selfPaced(seed.finished ?? [0, 0], 'finished');
  await selfPaced(seed.open ?? [0, 0], 'in_progress');
  const [right, wrong] = seed.live ?? [0, 0];
  const live = [
    ...Array.from({ length: right }, () => ({ choiceKeys: ['b'], isCorrect: true })),
    ...Array.from({ length: wrong }, () => ({ choiceKeys: ['a'], isCorrect: false })),
    ...Array.from({ length: seed.unanswered ?? 0 }, () => ({ choiceKeys: [], isCorrect: false })),
  ];
  if (live.length === 0) return;
  await db.insert(liveAnswers).values(
    live.map((answer) => ({
      ...answer,
      sessionId: randomUUID(),
      userId: user.id,
      questionId,
      credit: answer.isCorrect ? 1 : 0,
      answeredAt: new Date(),
    })),
  );
}

async function setUp() {
  const token = await adminToken(app());
  await createCategory(app(), token, 'phishing');
  const game = await createGame(app(), token, 'quiz', ['phishing']);
  const other = await createGame(app(), token, 'other', ['phishing']);
  return { token, game, other };
}

async function statsOf(token: string, gameId: string) {
  const answer = await get(app(), `/api/admin/games/${gameId}/questions/stats`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return gameQuestionStatsSchema.parse(answer.body.data);
}

describe('question answer stats', () => {
  it('counts finished self-paced and live answers per question, and flags labels real answers contradict', async () => {
    const { token, game, other } = await setUp();
    // Labelled hard, answered right 27 of 36 times (75 %): real answers say medium.
    const hardButMedium = await createQuestion(app(), token, game.id, 'q1', { difficulty: 'hard' });
    // Labelled medium, answered right 8 of 40 (20 %): hard.
    const mediumButHard = await createQuestion(app(), token, game.id, 'q2', { difficulty: 'medium' });
    // Labelled easy, 12 answers, all right: too few to say anything.
    const tooFew = await createQuestion(app(), token, game.id, 'q3', { difficulty: 'easy' });
    // Labelled easy, right 32 of 40 (80 %, the easy mark itself): the label holds.
    const easy = await createQuestion(app(), token, game.id, 'q4', { difficulty: 'easy' });
    const unplayed = await createQuestion(app(), token, game.id, 'q5', { difficulty: 'hard' });
    const elsewhere = await createQuestion(app(), token, other.id, 'x1', { difficulty: 'easy' });

    await seedAnswers(game.id, hardButMedium.id, {
      finished: [20, 6],
      open: [0, 30],
      live: [7, 3],
      unanswered: 20,
    });
    await seedAnswers(game.id, mediumButHard.id, { finished: [5, 25], live: [3, 7] });
    await seedAnswers(game.id, tooFew.id, { finished: [10, 0], live: [2, 0], open: [40, 0] });
    await seedAnswers(game.id, easy.id, { finished: [32, 8] });
    await seedAnswers(other.id, elsewhere.id, { finished: [0, 40] });

    const stats = await statsOf(token, game.id);
    expect(stats.min_answers).toBe(DIFFICULTY_MIN_ANSWERS);
    expect(stats.questions).toMatchObject([
      {
        question_id: hardButMedium.id,
        answers: 36,
        self_paced: 26,
        live: 10,
        correct_rate: 75,
        observed_difficulty: 'medium',
        label_contradicted: true,
      },
      {
        question_id: mediumButHard.id,
        answers: 40,
        self_paced: 30,
        live: 10,
        correct_rate: 20,
        observed_difficulty: 'hard',
        label_contradicted: true,
      },
      {
        question_id: tooFew.id,
        answers: 12,
        self_paced: 10,
        live: 2,
        correct_rate: 100,
        observed_difficulty: null,
        label_contradicted: false,
      },
      {
        question_id: easy.id,
        answers: 40,
        self_paced: 40,
        live: 0,
        correct_rate: 80,
        observed_difficulty: 'easy',
        label_contradicted: false,
      },
      {
        question_id: unplayed.id,
        answers: 0,
        self_paced: 0,
        live: 0,
        correct_rate: null,
        observed_difficulty: null,
        label_contradicted: false,
      },
    ]);
    // The other game's question has its own figures: 0 % of 40, labelled easy.
    expect((await statsOf(token, other.id)).questions).toMatchObject([
      {
        question_id: elsewhere.id,
        answers: 40,
        correct_rate: 0,
        observed_difficulty: 'hard',
        label_contradicted: true,
      },
    ]);

    // The admin's list counts the labels to review per game.
    const list = await get(app(), '/api/admin/games', { token });
    const summaries = list.body.data as AdminGameSummary[];
    expect(summaries.map((summary) => [summary.key, summary.labels_to_review])).toEqual([
      ['quiz', 2],
      ['other', 1],
    ]);
  });

  it('reaches the minimum at exactly the minimum number of answers, and leaves archived questions out', async () => {
    const { token, game } = await setUp();
    const justEnough = await createQuestion(app(), token, game.id, 'q1', { difficulty: 'easy' });
    const oneShort = await createQuestion(app(), token, game.id, 'q2', { difficulty: 'easy' });
    const archived = await createQuestion(app(), token, game.id, 'q3', { difficulty: 'easy' });
    await seedAnswers(game.id, justEnough.id, { finished: [0, DIFFICULTY_MIN_ANSWERS] });
    await seedAnswers(game.id, oneShort.id, { finished: [0, DIFFICULTY_MIN_ANSWERS - 1] });
    await seedAnswers(game.id, archived.id, { finished: [0, 40] });
    // A question with answers is archived on delete, not deleted.
    expect((await del(app(), `/api/admin/questions/${archived.id}`, token)).statusCode).toBe(200);

    const stats = await statsOf(token, game.id);
    expect(
      stats.questions.map((row) => [row.question_id, row.observed_difficulty, row.label_contradicted]),
    ).toEqual([
      [justEnough.id, 'hard', true],
      [oneShort.id, null, false],
    ]);
  });

  it('is for admins only, and answers 404 for a game that does not exist', async () => {
    const { token, game } = await setUp();
    const url = `/api/admin/games/${game.id}/questions/stats`;
    expectError(await get(app(), url), 401, 'UNAUTHORIZED');
    expectError(await get(app(), url, { token: await playerToken(app()) }), 403, 'FORBIDDEN');
    expectError(
      await get(app(), `/api/admin/games/${randomUUID()}/questions/stats`, { token }),
      404,
      'NOT_FOUND',
    );
  });
});
