import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@awarequest/contracts';
import { questions } from '../../db/schema.js';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  del,
  gameBody,
  getGame,
  insertAttempt,
  questionBody,
} from '../../test/authoring.fixtures.js';
import { expectError, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

async function setUp() {
  const token = await adminToken(app());
  await createCategory(app(), token, 'phishing');
  const game = await createGame(app(), token, 'quiz', ['phishing']);
  return { token, game };
}

describe('questions', () => {
  it('adds questions after the others and shows them, correct answers included, in order', async () => {
    const { token, game } = await setUp();
    const added = await post(app(), `/api/admin/games/${game.id}/questions`, {
      token,
      body: questionBody('q1', {
        kind: 'multiple',
        correct: ['a', 'c'],
        image: '/uploads/q1.png',
        image_alt: { en: 'A phishing mail', ar: 'رسالة تصيد' },
      }),
    });
    expect(added.statusCode, added.text).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Saved',
      data: {
        key: 'q1',
        kind: 'multiple',
        correct: ['a', 'c'],
        image: '/uploads/q1.png',
        image_alt: { en: 'A phishing mail', ar: 'رسالة تصيد' },
        accepted_answers: null,
        slider: null,
        order: 0,
      },
    });
    const trueFalse = await createQuestion(app(), token, game.id, 'q2', {
      kind: 'true_false',
      choices: [
        { key: 'true', text: { en: 'True', ar: 'صحيح' } },
        { key: 'false', text: { en: 'False', ar: 'خطأ' } },
      ],
      correct: ['false'],
    });
    expect(trueFalse).toMatchObject({ order: 1, image: null });

    const read = await getGame(app(), token, game.id);
    expect(read.questions.map((question) => [question.key, question.correct])).toEqual([
      ['q1', ['a', 'c']],
      ['q2', ['false']],
    ]);
    expect(read.questions[0]?.explanation).toEqual({ en: 'Because q1', ar: 'لأن q1' });
  });

  it('saves who a question is for: all staff by default, technical staff or managers when chosen', async () => {
    const { token, game } = await setUp();
    const plain = await createQuestion(app(), token, game.id, 'q1');
    expect(plain.audience).toBe('all_staff');
    const technical = await createQuestion(app(), token, game.id, 'q2', { audience: 'technical' });
    expect(technical.audience).toBe('technical');
    const edited = await put(app(), `/api/admin/questions/${technical.id}`, {
      token,
      body: questionBody('q2', { audience: 'managers' }),
    });
    expect(edited.statusCode, edited.text).toBe(200);
    expect((await getGame(app(), token, game.id)).questions.map((question) => question.audience)).toEqual([
      'all_staff',
      'managers',
    ]);
    const refused = await post(app(), `/api/admin/games/${game.id}/questions`, {
      token,
      body: questionBody('q3', { audience: 'developers' }),
    });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect(refused.body.errors).toEqual({ audience: ['Please choose a valid Audience'] });
  });

  it('refuses a key used in the same game but not one used in another game', async () => {
    const { token, game } = await setUp();
    const other = await createGame(app(), token, 'other', ['phishing']);
    const q1 = await createQuestion(app(), token, game.id, 'q1');
    const q2 = await createQuestion(app(), token, game.id, 'q2');
    const duplicate = await post(app(), `/api/admin/games/${game.id}/questions`, {
      token,
      body: questionBody('q1'),
    });
    expectError(duplicate, 422, 'KEY_TAKEN');
    expect(duplicate.body.errors).toEqual({ key: ['This key is already in use'] });
    await createQuestion(app(), token, other.id, 'q1');
    expectError(
      await put(app(), `/api/admin/questions/${q2.id}`, { token, body: questionBody('q1') }),
      422,
      'KEY_TAKEN',
    );
    const edited = await put(app(), `/api/admin/questions/${q1.id}`, {
      token,
      body: questionBody('q1', { text: { en: 'Changed?', ar: 'تغيّر؟' }, correct: ['c'] }),
    });
    expect(edited.statusCode, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ id: q1.id, text: { en: 'Changed?' }, correct: ['c'], order: 0 });
  });

  it('checks a question with the content pack rules', async () => {
    const { token, game } = await setUp();
    const answer = await post(app(), `/api/admin/games/${game.id}/questions`, {
      token,
      body: questionBody('q1', { correct: ['z'], explanation: { en: 'Why', ar: '' } }),
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({
      'explanation.ar': ['Explanation is required'],
      correct: ["The correct answers must be keys of this question's choices"],
    });
    expectError(
      await post(app(), `/api/admin/games/${crypto.randomUUID()}/questions`, {
        token,
        body: questionBody('q1'),
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('deletes an unplayed question, archives a played one, and brings an archived key back', async () => {
    const { token, game } = await setUp();
    const fresh = await createQuestion(app(), token, game.id, 'fresh');
    const played = await createQuestion(app(), token, game.id, 'played');
    await createQuestion(app(), token, game.id, 'kept');
    await insertAttempt(app(), game.id, [played.id]);

    expect((await del(app(), `/api/admin/questions/${fresh.id}`, token)).body).toMatchObject({
      message: 'Deleted',
    });
    expect((await del(app(), `/api/admin/questions/${played.id}`, token)).statusCode).toBe(200);
    const rows = await app().ctx.db.select().from(questions).orderBy(questions.key);
    expect(rows.map((row) => [row.key, row.archivedAt === null])).toEqual([
      ['kept', true],
      ['played', false],
    ]);
    expect((await getGame(app(), token, game.id)).questions.map((question) => question.key)).toEqual([
      'kept',
    ]);
    expectError(await del(app(), `/api/admin/questions/${played.id}`, token), 404, 'NOT_FOUND');

    const back = await createQuestion(app(), token, game.id, 'played', { correct: ['a'] });
    expect(back).toMatchObject({ id: played.id, correct: ['a'] });
    expect((await getGame(app(), token, game.id)).questions.map((question) => question.key)).toEqual([
      'kept',
      'played',
    ]);
  });

  it('keeps the last question of a published interactive game', async () => {
    const { token, game } = await setUp();
    const [q1, q2] = [
      await createQuestion(app(), token, game.id, 'q1'),
      await createQuestion(app(), token, game.id, 'q2'),
    ];
    const published = await put(app(), `/api/admin/games/${game.id}`, {
      token,
      body: gameBody('quiz', ['phishing'], { published: true }),
    });
    expect(published.statusCode).toBe(200);
    expect((await del(app(), `/api/admin/questions/${q1.id}`, token)).statusCode).toBe(200);
    expectError(await del(app(), `/api/admin/questions/${q2.id}`, token), 422, 'GAME_HAS_NO_QUESTIONS');
    expect(await app().ctx.db.select().from(questions).where(eq(questions.id, q2.id))).toHaveLength(1);
  });

  it('reorders the questions of a game when given each of them once', async () => {
    const { token, game } = await setUp();
    const [a, b, c] = [
      await createQuestion(app(), token, game.id, 'a'),
      await createQuestion(app(), token, game.id, 'b'),
      await createQuestion(app(), token, game.id, 'c'),
    ];
    const url = `/api/admin/games/${game.id}/questions/order`;
    const answer = await put(app(), url, { token, body: { ids: [c.id, a.id, b.id] } });
    expect(answer.statusCode, answer.text).toBe(200);
    expect((answer.body.data as AdminQuestion[]).map((question) => [question.key, question.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expectError(await put(app(), url, { token, body: { ids: [c.id, a.id] } }), 422, 'VALIDATION_FAILED');
    const other = await createGame(app(), token, 'other', ['phishing']);
    const foreign = await createQuestion(app(), token, other.id, 'x');
    expectError(
      await put(app(), url, { token, body: { ids: [c.id, a.id, foreign.id] } }),
      422,
      'VALIDATION_FAILED',
    );
    expect((await getGame(app(), token, game.id)).questions.map((question) => question.key)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});
