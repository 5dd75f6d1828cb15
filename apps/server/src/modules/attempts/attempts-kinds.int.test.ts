import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptAnswers } from '../../db/schema.js';
import { createGame, type QuestionRow } from '../../test/content.fixtures.js';
import { expectError, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  answerResultOf,
  attemptOf,
  createPlayer,
  finishCall,
  resultOf,
  startAttempt,
  type Player,
} from './attempts.test-support.js';

const app = useTestApp();

/** One question of each new kind, and a single choice to compare with. */
async function gameOfEveryKind(passScore = 50) {
  const { game, questions } = await createGame(app(), {
    passScore,
    questions: [
      { key: 'typed', kind: 'type_answer', acceptedAnswers: ['Phishing', 'التصيد'] },
      { key: 'poll', kind: 'poll', choices: ['a', 'b', 'c'] },
      { key: 'slider', kind: 'slider' },
      { key: 'order', kind: 'ordering', choices: ['a', 'b', 'c', 'd'], correct: ['c', 'a', 'd', 'b'] },
      { key: 'single', kind: 'single' },
    ],
  });
  const byKey = (key: string): QuestionRow => {
    const question = questions.find((row) => row.key === key);
    if (!question) throw new Error(`no question ${key}`);
    return question;
  };
  return { game, byKey };
}

const answer = (player: Player, attemptId: string, body: object, language?: string) =>
  post(app(), `/api/attempts/${attemptId}/answers`, {
    token: player.token,
    body,
    ...(language ? { language } : {}),
  });

describe('self-paced attempts with every question kind', () => {
  it('asks each kind with what it needs and nothing that gives the answer away', async () => {
    const { game, byKey } = await gameOfEveryKind();
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const asked = (key: string) => attempt.questions.find((question) => question.id === byKey(key).id);

    expect(asked('typed')).toMatchObject({ kind: 'type_answer', choices: [], slider: null });
    expect(asked('slider')).toMatchObject({
      kind: 'slider',
      choices: [],
      slider: { min: 0, max: 100, step: 1, unit: { en: '%', ar: '٪' } },
    });
    expect(Object.keys(asked('slider')?.slider ?? {}).sort()).toEqual(['max', 'min', 'step', 'unit']);
    expect(asked('poll')?.choices.map((choice) => choice.key)).toEqual(['a', 'b', 'c']);
    const items = asked('order')?.choices.map((choice) => choice.key) ?? [];
    expect([...items].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(items).not.toEqual(['c', 'a', 'd', 'b']);
    const text = JSON.stringify(attempt);
    expect(text).not.toMatch(/Phishing|التصيد|"answer"|tolerance|limit|correct|Why /);
  });

  it('shows an ordering in an order of its own per attempt, never the right one, and the same on every read', async () => {
    const { game, byKey } = await gameOfEveryKind();
    const orders = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const player = await createPlayer(app());
      const attempt = await startAttempt(app(), player, game.id);
      const items = (id: string, questions: typeof attempt.questions) =>
        questions
          .find((question) => question.id === id)
          ?.choices.map((choice) => choice.key)
          .join();
      const shown = items(byKey('order').id, attempt.questions);
      expect(shown).not.toBe('c,a,d,b');
      const read = attemptOf(
        await post(app(), `/api/games/${game.id}/attempts`, { token: player.token }),
        200,
      );
      expect(items(byKey('order').id, read.questions)).toBe(shown);
      orders.add(shown ?? '');
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('grades each kind, shows its solution once answered, and leaves the poll out of the result', async () => {
    const { game, byKey } = await gameOfEveryKind(50);
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const send = async (key: string, body: object) =>
      answerResultOf(await answer(player, attempt.id, { question_id: byKey(key).id, ...body }));

    expect(await send('typed', { text: '  phishing! ' })).toMatchObject({
      choice_keys: [],
      text_answer: 'phishing!',
      number_answer: null,
      is_correct: true,
      credit: 1,
      is_scored: true,
      accepted_answers: ['Phishing', 'التصيد'],
      slider_solution: null,
      correct_choice_keys: [],
      explanation: { en: 'Why typed is so' },
    });
    expect(await send('slider', { value: 65 })).toMatchObject({
      number_answer: 65,
      text_answer: null,
      is_correct: false,
      credit: 0.5,
      accepted_answers: null,
      slider_solution: { answer: 50, tolerance: 5, limit: 25, unit: { en: '%', ar: '٪' } },
    });
    // Two of four items in place: half the credit, not right.
    expect(await send('order', { choice_keys: ['c', 'a', 'b', 'd'] })).toMatchObject({
      choice_keys: ['c', 'a', 'b', 'd'],
      correct_choice_keys: ['c', 'a', 'd', 'b'],
      is_correct: false,
      credit: 0.5,
    });
    expect(await send('poll', { choice_keys: ['b'] })).toMatchObject({
      choice_keys: ['b'],
      is_scored: false,
      is_correct: null,
      credit: null,
      correct_choice_keys: [],
      explanation: { en: 'Why poll is so' },
    });
    expect(await send('single', { choice_keys: ['a'] })).toMatchObject({ is_correct: true, credit: 1 });

    const stored = await app()
      .ctx.db.select()
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attempt.id));
    expect(stored.find((row) => row.questionId === byKey('typed').id)).toMatchObject({
      textAnswer: 'phishing!',
      numberAnswer: null,
      choiceKeys: [],
    });
    expect(stored.find((row) => row.questionId === byKey('slider').id)).toMatchObject({ numberAnswer: 65 });

    // Four questions count (the poll does not): 1 + 0.5 + 0.5 + 1 of 4.
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 75,
      correct: 2,
      wrong: 2,
      unanswered: 0,
      accuracy: 50,
      passed: true,
    });
  });

  it('counts an attempt with only the poll answered as nothing answered', async () => {
    const { game, byKey } = await gameOfEveryKind(50);
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    answerResultOf(await answer(player, attempt.id, { question_id: byKey('poll').id, choice_keys: ['a'] }));
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 0,
      correct: 0,
      wrong: 4,
      unanswered: 4,
      accuracy: 0,
      passed: false,
    });
  });

  it('refuses an answer that does not fit its kind, saying what the kind expects in English and Arabic', async () => {
    const { game, byKey } = await gameOfEveryKind();
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const refused = async (key: string, body: object, errors: object, language = 'en') => {
      const sent = await answer(player, attempt.id, { question_id: byKey(key).id, ...body }, language);
      expectError(sent, 422, 'VALIDATION_FAILED');
      expect(sent.body.errors).toEqual(errors);
    };

    await refused('typed', {}, { text: ['Type an answer'] });
    await refused('typed', { text: '   ' }, { text: ['اكتب إجابة'] }, 'ar');
    await refused('slider', { value: 150 }, { value: ["Choose a number within the question's range"] });
    await refused('slider', { text: '50' }, { value: ['اختر رقمًا ضمن نطاق السؤال'] }, 'ar');
    await refused(
      'order',
      { choice_keys: ['a', 'b', 'c'] },
      { choice_keys: ['Put every item in order, each exactly once'] },
    );
    await refused(
      'order',
      { choice_keys: [] },
      { choice_keys: ['رتّب كل العناصر، كل عنصر مرة واحدة فقط'] },
      'ar',
    );
    await refused('poll', { choice_keys: ['a', 'b'] }, { choice_keys: ['Choose exactly one answer'] });
    await refused('poll', { choice_keys: ['a', 'b'] }, { choice_keys: ['اختر إجابة واحدة فقط'] }, 'ar');
    expect(
      (await answer(player, attempt.id, { question_id: byKey('slider').id, value: '50' })).statusCode,
    ).toBe(422);
    expectError(
      await answer(player, attempt.id, { question_id: byKey('poll').id, choice_keys: ['z'] }),
      422,
      'NOT_IN_ATTEMPT',
    );
    expect(
      await app().ctx.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id)),
    ).toEqual([]);
  });
});
