import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameQuestionStatsSchema } from '@awarequest/contracts';
import { attemptAnswers, attempts, liveAnswers } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { adminToken } from '../../test/authoring.fixtures.js';
import { createGame, type QuestionRow } from '../../test/content.fixtures.js';
import { get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

/** One given answer: what the player sent and how it was graded. */
interface Given {
  choiceKeys?: string[];
  textAnswer?: string;
  numberAnswer?: number;
  isCorrect?: boolean;
  /** Given in a live game rather than in a finished attempt. */
  isLive?: boolean;
  /** Given in an attempt still open: not counted. */
  isOpen?: boolean;
}

async function seed(gameId: string, question: QuestionRow, answers: Given[]): Promise<void> {
  const db = app().ctx.db;
  const user = await createUser(app());
  for (const given of answers) {
    const values = {
      questionId: question.id,
      choiceKeys: given.choiceKeys ?? [],
      textAnswer: given.textAnswer ?? null,
      numberAnswer: given.numberAnswer ?? null,
      isCorrect: given.isCorrect ?? false,
      credit: given.isCorrect ? 1 : 0,
    };
    if (given.isLive) {
      await db
        .insert(liveAnswers)
        .values({ ...values, sessionId: randomUUID(), userId: user.id, answeredAt: new Date() });
      continue;
    }
    const [attempt] = await db
      .insert(attempts)
      .values({
        userId: user.id,
        gameId,
        status: given.isOpen ? 'in_progress' : 'finished',
        questionIds: [question.id],
        expiresAt: new Date(Date.now() + 600_000),
        passScore: 70,
      })
      .returning({ id: attempts.id });
    await db.insert(attemptAnswers).values({ ...values, attemptId: attempt!.id });
  }
}

describe('question statistics per kind', () => {
  it('shows a distribution for polls and choices, estimates for a slider, typed answers, full orders and items in place', async () => {
    const { game, questions } = await createGame(app(), {
      questions: [
        { key: 'poll', kind: 'poll', choices: ['a', 'b', 'c'] },
        { key: 'multiple', kind: 'multiple', correct: ['a', 'b'] },
        { key: 'slider', kind: 'slider' },
        { key: 'typed', kind: 'type_answer' },
        { key: 'order', kind: 'ordering', choices: ['a', 'b', 'c'], correct: ['c', 'a', 'b'] },
      ],
    });
    const [poll, multiple, slider, typed, order] = questions as [
      QuestionRow,
      QuestionRow,
      QuestionRow,
      QuestionRow,
      QuestionRow,
    ];
    await seed(game.id, poll, [
      { choiceKeys: ['a'] },
      { choiceKeys: ['c'] },
      { choiceKeys: ['c'], isLive: true },
      { choiceKeys: ['b'], isOpen: true },
    ]);
    await seed(game.id, multiple, [{ choiceKeys: ['a', 'b'], isCorrect: true }, { choiceKeys: ['a', 'd'] }]);
    await seed(game.id, slider, [
      { numberAnswer: 40 },
      { numberAnswer: 50, isCorrect: true },
      { numberAnswer: 90, isLive: true },
      { numberAnswer: 0, isOpen: true },
    ]);
    await seed(game.id, typed, [
      { textAnswer: 'Phishing', isCorrect: true },
      { textAnswer: 'phishing!', isCorrect: true, isLive: true },
      { textAnswer: 'vishing' },
      // A live question left unanswered: no choice, text or number, not an answer.
      { isLive: true },
    ]);
    await seed(game.id, order, [
      { choiceKeys: ['c', 'a', 'b'], isCorrect: true },
      { choiceKeys: ['a', 'c', 'b'] },
      { choiceKeys: ['c', 'b', 'a'] },
      { choiceKeys: ['c', 'a', 'b'], isCorrect: true, isLive: true },
    ]);

    const token = await adminToken(app());
    const answer = await get(app(), `/api/admin/games/${game.id}/questions/stats`, { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const stats = gameQuestionStatsSchema.parse(answer.body.data).questions;

    expect(stats[0]).toEqual({
      question_id: poll.id,
      kind: 'poll',
      answers: 3,
      self_paced: 2,
      live: 1,
      // A poll has no correct answer: no rate, no difficulty to observe.
      correct_rate: null,
      observed_difficulty: null,
      label_contradicted: false,
      choice_counts: [
        { key: 'a', count: 1 },
        { key: 'b', count: 0 },
        { key: 'c', count: 2 },
      ],
      estimate: null,
      typed_answers: null,
      full_order_rate: null,
      in_place_counts: null,
    });
    expect(stats[1]).toMatchObject({
      kind: 'multiple',
      correct_rate: 50,
      choice_counts: [
        { key: 'a', count: 2 },
        { key: 'b', count: 1 },
        { key: 'c', count: 0 },
        { key: 'd', count: 1 },
      ],
    });
    expect(stats[2]).toMatchObject({
      kind: 'slider',
      answers: 3,
      choice_counts: null,
      estimate: { average: 60, median: 50 },
      typed_answers: null,
    });
    expect(stats[3]).toMatchObject({
      kind: 'type_answer',
      answers: 3,
      live: 1,
      correct_rate: 67,
      typed_answers: [
        { text: 'phishing', count: 2 },
        { text: 'vishing', count: 1 },
      ],
      estimate: null,
    });
    expect(stats[4]).toMatchObject({
      kind: 'ordering',
      answers: 4,
      choice_counts: null,
      full_order_rate: 50,
      // Per item, in the right order: how many answers put it in its right place.
      in_place_counts: [
        { key: 'c', count: 3 },
        { key: 'a', count: 2 },
        { key: 'b', count: 3 },
      ],
    });
  });
});
