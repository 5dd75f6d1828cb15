import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptAnswers, attempts } from '../../db/schema.js';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  answerCall,
  answerResultOf,
  attemptOf,
  attemptRow,
  createPlayer,
  expireAttempt,
  finishCall,
  resultOf,
  startAttempt,
  startCall,
} from './attempts.test-support.js';

const app = useTestApp();

const EXCEEDED_EN = 'Sorry, you have exceeded the number of available attempts. Please try again.';
const EXCEEDED_AR = 'عذرًا، لقد تجاوزت عدد المحاولات المتاحة. يرجى المحاولة مرة أخرى.';

describe('starting an attempt', () => {
  it('asks every question of the game in a shuffled order, with no answers or explanations in it', async () => {
    const { game, questions, categories } = await createGame(app(), { questions: 8, durationMinutes: 7 });
    const player = await createPlayer(app());
    const before = Date.now();
    const answer = await startCall(app(), player, game.id);
    const attempt = attemptOf(answer, 201);

    expect(attempt).toMatchObject({
      status: 'in_progress',
      category_id: categories[0]?.id,
      result: null,
      answers: [],
      launch_token: null,
      game: { id: game.id, questions_count: 8, pass_score: 70, attempts_allowed: 3, type: 'interactive' },
    });
    expect(attempt.questions.map((question) => question.id).sort()).toEqual(
      questions.map((question) => question.id).sort(),
    );
    const expiresIn = Date.parse(attempt.expires_at) - Date.parse(attempt.started_at);
    expect(expiresIn).toBe(7 * 60_000);
    expect(Date.parse(attempt.server_now)).toBeGreaterThanOrEqual(before);
    expect(answer.text).not.toMatch(/correct|explanation|Why q/i);
  });

  it('resumes the open attempt instead of starting another, even when no attempt is left', async () => {
    const { game } = await createGame(app(), { attemptsAllowed: 1 });
    const player = await createPlayer(app());
    const first = await startAttempt(app(), player, game.id);
    const again = attemptOf(await startCall(app(), player, game.id), 200);
    expect(again.id).toBe(first.id);
    expect(again.questions.map((question) => question.id)).toEqual(
      first.questions.map((question) => question.id),
    );
    expect(await app().ctx.db.select().from(attempts)).toHaveLength(1);
  });

  it('starts once when the same player starts one game several times at once', async () => {
    const { game } = await createGame(app(), { attemptsAllowed: 1 });
    const player = await createPlayer(app());
    const answers = await Promise.all(Array.from({ length: 10 }, () => startCall(app(), player, game.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(new Set(answers.map((answer) => attemptOf(answer, answer.statusCode).id)).size).toBe(1);
    expect(await app().ctx.db.select().from(attempts)).toHaveLength(1);
  });

  it('refuses a start past the allowed attempts with the exact message, in English and Arabic', async () => {
    const { game } = await createGame(app(), { attemptsAllowed: 2 });
    const player = await createPlayer(app());
    for (const left of [1, 0]) {
      const attempt = await startAttempt(app(), player, game.id);
      expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
        attempts_used: 2 - left,
        attempts_left: left,
      });
    }
    expectError(await startCall(app(), player, game.id), 403, 'ATTEMPTS_EXCEEDED', EXCEEDED_EN);
    const arabic = await post(app(), `/api/games/${game.id}/attempts`, {
      token: player.token,
      language: 'ar',
    });
    expectError(arabic, 403, 'ATTEMPTS_EXCEEDED', EXCEEDED_AR);
    expect(await app().ctx.db.select().from(attempts)).toHaveLength(2);
    // Another player still has their own attempts.
    await startAttempt(app(), await createPlayer(app()), game.id);
  });

  it('lets a player play a game without a limit again and again', async () => {
    const { game } = await createGame(app(), { attemptsAllowed: null, questions: 1 });
    const player = await createPlayer(app());
    for (let round = 1; round <= 4; round++) {
      const attempt = await startAttempt(app(), player, game.id);
      expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
        attempts_used: round,
        attempts_left: null,
      });
    }
  });

  it('counts toward the chosen category, the home category by default, and refuses one of another game', async () => {
    const home = await createCategory(app());
    const other = await createCategory(app());
    const { game } = await createGame(app(), { categories: [home, other], attemptsAllowed: null });
    const player = await createPlayer(app());
    const chosen = await startAttempt(app(), player, game.id, { category_id: other.id });
    expect(chosen.category_id).toBe(other.id);
    await finishCall(app(), player, chosen.id);
    expect((await startAttempt(app(), player, game.id, {})).category_id).toBe(home.id);

    const stranger = await createCategory(app());
    const refused = await startCall(app(), await createPlayer(app()), game.id, { category_id: stranger.id });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect(refused.body.errors).toEqual({ category_id: ['Please choose a valid Category'] });
    const malformed = await startCall(app(), player, game.id, { category_id: 'not-a-uuid' });
    expectError(malformed, 422, 'VALIDATION_FAILED');
    expect(malformed.body.errors).toHaveProperty('category_id');
  });

  it('answers 404 for unknown, unpublished and archived games, and refuses a quiz without questions', async () => {
    const player = await createPlayer(app());
    const hidden = await createGame(app(), { published: false });
    const archived = await createGame(app(), { isArchived: true });
    expectError(await startCall(app(), player, hidden.game.id), 404, 'NOT_FOUND');
    expectError(await startCall(app(), player, archived.game.id), 404, 'NOT_FOUND');
    expectError(await startCall(app(), player, crypto.randomUUID()), 404, 'NOT_FOUND');
    const empty = await createGame(app(), { questions: [{ isArchived: true }] });
    expectError(await startCall(app(), player, empty.game.id), 422, 'GAME_NOT_PLAYABLE');
    expect(await app().ctx.db.select().from(attempts)).toEqual([]);
  });

  it('asks only the questions that are not archived', async () => {
    const { game, questions } = await createGame(app(), { questions: [{}, { isArchived: true }, {}] });
    const attempt = await startAttempt(app(), await createPlayer(app()), game.id);
    expect(attempt.questions.map((question) => question.id).sort()).toEqual(
      [questions[0]?.id, questions[2]?.id].sort(),
    );
    expect(attempt.game.questions_count).toBe(2);
  });

  it('answers 401 without a token', async () => {
    const { game } = await createGame(app());
    expectError(await post(app(), `/api/games/${game.id}/attempts`), 401, 'UNAUTHORIZED');
    expectError(await get(app(), '/api/attempts'), 401, 'UNAUTHORIZED');
  });
});

describe('playing to a result', () => {
  it('passes: 3 of 4 right at a pass score of 75, and finishing again answers the same result', async () => {
    const { game, questions } = await createGame(app(), { questions: 4, passScore: 75 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const [first, second, third, fourth] = questions.map((question) => question.id);

    const right = answerResultOf(await answerCall(app(), player, attempt.id, first!, ['a']));
    expect(right).toMatchObject({
      question_id: first,
      choice_keys: ['a'],
      correct_choice_keys: ['a'],
      is_correct: true,
      credit: 1,
      explanation: { en: 'Why q1 is so', ar: 'Why q1 is so (ar)' },
    });
    await answerCall(app(), player, attempt.id, second!, ['a']);
    await answerCall(app(), player, attempt.id, third!, ['a']);
    const wrong = answerResultOf(await answerCall(app(), player, attempt.id, fourth!, ['c']));
    expect(wrong).toMatchObject({ is_correct: false, credit: 0, correct_choice_keys: ['a'] });

    const result = resultOf(await finishCall(app(), player, attempt.id));
    expect(result).toMatchObject({
      score: 75,
      correct: 3,
      wrong: 1,
      unanswered: 0,
      accuracy: 75,
      passed: true,
      pass_score: 75,
      ending: 'finished',
      attempts_used: 1,
      attempts_left: 2,
    });
    expect(resultOf(await finishCall(app(), player, attempt.id))).toEqual(result);
    const finished = attemptOf(await get(app(), `/api/attempts/${attempt.id}`, { token: player.token }));
    expect(finished).toMatchObject({ status: 'finished', result, launch_token: null });
    expect(finished.answers).toHaveLength(4);
    expectError(await answerCall(app(), player, attempt.id, first!, ['b']), 422, 'ATTEMPT_CLOSED');
  });

  it('fails: 2 right, 1 wrong and 1 unanswered of 4 at a pass score of 70', async () => {
    const { game, questions } = await createGame(app(), { questions: 4, passScore: 70 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const [first, second, third] = questions.map((question) => question.id);
    await answerCall(app(), player, attempt.id, first!, ['a']);
    await answerCall(app(), player, attempt.id, second!, ['a']);
    await answerCall(app(), player, attempt.id, third!, ['b']);
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 50,
      correct: 2,
      wrong: 2,
      unanswered: 1,
      accuracy: 67,
      passed: false,
      ending: 'finished',
    });
    const row = await attemptRow(app(), attempt.id);
    expect(row).toMatchObject({ status: 'finished', score: 50, isPassed: false, correctCount: 2 });
  });

  it('gives partial credit on multiple choice and counts only exact answers as correct', async () => {
    const { game, questions } = await createGame(app(), {
      passScore: 60,
      questions: [
        { kind: 'multiple', choices: ['a', 'b', 'c', 'd', 'e'], correct: ['a', 'b', 'c'] },
        { kind: 'true_false', correct: ['false'] },
        { kind: 'multiple', choices: ['a', 'b', 'c'], correct: ['a', 'c'] },
      ],
    });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const [multiple, trueFalse, exact] = questions.map((question) => question.id);

    const partial = answerResultOf(await answerCall(app(), player, attempt.id, multiple!, ['a', 'b', 'e']));
    expect(partial).toMatchObject({
      is_correct: false,
      credit: 0.3333,
      correct_choice_keys: ['a', 'b', 'c'],
    });
    expect(answerResultOf(await answerCall(app(), player, attempt.id, trueFalse!, ['false']))).toMatchObject({
      is_correct: true,
      credit: 1,
    });
    expect(answerResultOf(await answerCall(app(), player, attempt.id, exact!, ['c', 'a']))).toMatchObject({
      is_correct: true,
      credit: 1,
    });
    // (1/3 + 1 + 1) / 3 = 77.8%; 2 of 3 answers fully correct.
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 78,
      correct: 2,
      wrong: 1,
      unanswered: 0,
      accuracy: 67,
      passed: true,
    });
  });

  it('does not finish by itself when the last question is answered', async () => {
    const { game, questions } = await createGame(app(), { questions: 1 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    await answerCall(app(), player, attempt.id, questions[0]!.id, ['a']);
    const current = attemptOf(await get(app(), `/api/attempts/${attempt.id}`, { token: player.token }));
    expect(current).toMatchObject({ status: 'in_progress', result: null });
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({ score: 100, passed: true });
  });
});

describe('answers', () => {
  it('shows the solution of answered questions only', async () => {
    const { game, questions } = await createGame(app(), { questions: 3 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const read = () => get(app(), `/api/attempts/${attempt.id}`, { token: player.token });

    const untouched = await read();
    expect(untouched.text).not.toMatch(/correct|explanation|Why q/i);
    await answerCall(app(), player, attempt.id, questions[1]!.id, ['b']);
    const after = await read();
    const answered = attemptOf(after);
    expect(answered.answers).toEqual([
      expect.objectContaining({
        question_id: questions[1]!.id,
        choice_keys: ['b'],
        correct_choice_keys: ['a'],
      }),
    ]);
    expect(after.text).toContain('Why q2 is so');
    expect(after.text).not.toMatch(/Why q1|Why q3/);
    for (const question of answered.questions)
      expect(Object.keys(question).sort()).toEqual([
        'choices',
        'difficulty',
        'id',
        'image',
        'image_alt',
        'kind',
        'slider',
        'text',
      ]);
  });

  it('takes one answer per question: a second one, even sent at the same moment, is refused', async () => {
    const { game, questions } = await createGame(app(), { questions: 2 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const [first, second] = questions.map((question) => question.id);

    await answerCall(app(), player, attempt.id, first!, ['b']);
    expectError(
      await answerCall(app(), player, attempt.id, first!, ['a']),
      422,
      'ALREADY_ANSWERED',
      'You have already answered this question',
    );
    const racing = await Promise.all(
      ['a', 'b', 'c', 'd', 'a'].map((key) => answerCall(app(), player, attempt.id, second!, [key])),
    );
    expect(racing.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of racing.filter((each) => each.statusCode !== 200)) {
      expectError(answer, 422, 'ALREADY_ANSWERED');
    }
    const rows = await app()
      .ctx.db.select()
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attempt.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.questionId === first)?.choiceKeys).toEqual(['b']);
  });

  it("refuses another player's attempt with 403 and an unknown one with 404", async () => {
    const { game, questions } = await createGame(app());
    const owner = await createPlayer(app());
    const intruder = await createPlayer(app());
    const attempt = await startAttempt(app(), owner, game.id);
    const question = questions[0]!.id;

    expectError(await answerCall(app(), intruder, attempt.id, question, ['a']), 403, 'FORBIDDEN');
    expectError(await get(app(), `/api/attempts/${attempt.id}`, { token: intruder.token }), 403, 'FORBIDDEN');
    expectError(await finishCall(app(), intruder, attempt.id), 403, 'FORBIDDEN');
    expectError(await answerCall(app(), intruder, crypto.randomUUID(), question, ['a']), 404, 'NOT_FOUND');
    expect(await app().ctx.db.select().from(attemptAnswers)).toEqual([]);
    expect((await attemptRow(app(), attempt.id))?.status).toBe('in_progress');
  });

  it('refuses questions and choices that are not part of the attempt', async () => {
    const { game, questions } = await createGame(app(), { questions: [{ choices: ['a', 'b'] }] });
    const elsewhere = await createGame(app());
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const message = 'This answer does not belong to this quiz';
    const foreign = elsewhere.questions[0]!.id;
    expectError(await answerCall(app(), player, attempt.id, foreign, ['a']), 422, 'NOT_IN_ATTEMPT', message);
    expectError(await answerCall(app(), player, attempt.id, questions[0]!.id, ['c']), 422, 'NOT_IN_ATTEMPT');
  });

  it('answers 422 with field errors for a bad body, and for two choices on a one-answer question', async () => {
    const { game, questions } = await createGame(app(), { questions: 1 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const url = `/api/attempts/${attempt.id}/answers`;

    const empty = await post(app(), url, {
      token: player.token,
      body: { question_id: 'x', choice_keys: [] },
    });
    expectError(empty, 422, 'VALIDATION_FAILED');
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['question_id']);

    const two = await answerCall(app(), player, attempt.id, questions[0]!.id, ['a', 'b']);
    expectError(two, 422, 'VALIDATION_FAILED');
    expect(two.body.errors).toEqual({ choice_keys: ['Choose exactly one answer'] });
    const none = await answerCall(app(), player, attempt.id, questions[0]!.id, []);
    expectError(none, 422, 'VALIDATION_FAILED');
    expect(none.body.errors).toEqual({ choice_keys: ['Choose exactly one answer'] });
    expectError(
      await get(app(), '/api/attempts/not-a-uuid', { token: player.token }),
      422,
      'VALIDATION_FAILED',
    );
    expect(await app().ctx.db.select().from(attemptAnswers)).toEqual([]);
  });
});

describe('the time limit', () => {
  it('closes an attempt past its time when it is read: unanswered questions count as wrong', async () => {
    const { game, questions } = await createGame(app(), { questions: 3, passScore: 50 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    await answerCall(app(), player, attempt.id, questions[0]!.id, ['a']);
    await expireAttempt(app(), attempt.id);

    const closed = attemptOf(await get(app(), `/api/attempts/${attempt.id}`, { token: player.token }));
    expect(closed.status).toBe('finished');
    expect(closed.result).toMatchObject({
      ending: 'timed_out',
      score: 33,
      correct: 1,
      wrong: 2,
      unanswered: 2,
      accuracy: 100,
      passed: false,
    });
    expectError(
      await answerCall(app(), player, attempt.id, questions[1]!.id, ['a']),
      422,
      'ATTEMPT_CLOSED',
      'This attempt has ended. Your results are ready.',
    );
  });

  it('refuses an answer after the time and closes the attempt; finishing then shows the timed-out result', async () => {
    const { game, questions } = await createGame(app(), { questions: 2 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    await expireAttempt(app(), attempt.id, 1);

    expectError(await answerCall(app(), player, attempt.id, questions[0]!.id, ['a']), 422, 'ATTEMPT_CLOSED');
    expect(await attemptRow(app(), attempt.id)).toMatchObject({ status: 'finished', ending: 'timed_out' });
    expect(await app().ctx.db.select().from(attemptAnswers)).toEqual([]);
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      ending: 'timed_out',
      score: 0,
      wrong: 2,
      unanswered: 2,
    });
  });

  it('starts a new attempt when the open one has run out of time, and counts both', async () => {
    const { game } = await createGame(app(), { attemptsAllowed: 2 });
    const player = await createPlayer(app());
    const first = await startAttempt(app(), player, game.id);
    await expireAttempt(app(), first.id);
    const second = await startAttempt(app(), player, game.id);
    expect(second.id).not.toBe(first.id);
    expect(await attemptRow(app(), first.id)).toMatchObject({ status: 'finished', ending: 'timed_out' });
    await expireAttempt(app(), second.id);
    expectError(await startCall(app(), player, game.id), 403, 'ATTEMPTS_EXCEEDED', EXCEEDED_EN);
  });
});
