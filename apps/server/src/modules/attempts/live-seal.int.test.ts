import { describe, expect, it } from 'vitest';
import { attemptAnswers } from '../../db/schema.js';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { createSession, newPlayerId, useLiveApp } from '../live/live.test-support.js';
import {
  answerCall,
  answerResultOf,
  attemptOf,
  createPlayer,
  finishCall,
  startAttempt,
  type Player,
} from './attempts.test-support.js';

/**
 * Issue 22: a live question's solution must not come out of a self-paced attempt (of the same
 * game, or of any game sharing the question) before the live game closes that question.
 */

const { live } = useLiveApp();

const SEALED_EN =
  'This question is being played in a live game right now. Your choice is kept: send it again once that question closes.';
const SEALED_AR = 'يُلعب هذا السؤال الآن في لعبة مباشرة. اختيارك محفوظ: أرسله مرة أخرى بعد إغلاق ذلك السؤال.';

/** Seats one guest, starts the session and lets the clock open question 0. */
async function playFirstQuestion(pin: string) {
  const { app, clock } = live();
  await app.live.join(
    pin,
    newPlayerId(),
    { pin, nickname: 'Guest', avatar: 'cat', extended_time: false },
    null,
  );
  await app.live.host(pin, { type: 'start' });
  await clock.advance(3000);
  const read = await app.live.store.read(pin);
  expect(read?.core.phase).toBe('question');
}

const reviewOf = async (player: Player, attemptId: string) =>
  attemptOf(await get(live().app, `/api/attempts/${attemptId}`, { token: player.token }));

describe('a live question and self-paced attempts (issue 22)', () => {
  it('keeps the open and the coming questions of a live game out of an attempt of the same game until each closes', async () => {
    const { app } = live();
    const session = await createSession(app);
    await playFirstQuestion(session.pin);
    const [open, , coming] = session.questionIds as [string, string, string];
    const player = await createPlayer(app);
    const attempt = await startAttempt(app, player, session.gameId);

    const refused = await answerCall(app, player, attempt.id, open, ['b']);
    expectError(refused, 422, 'QUESTION_SEALED', SEALED_EN);
    expect(refused.text).not.toMatch(/correct|Why q/);
    expectError(
      await post(app, `/api/attempts/${attempt.id}/answers`, {
        token: player.token,
        language: 'ar',
        body: { question_id: coming, choice_keys: ['a'] },
      }),
      422,
      'QUESTION_SEALED',
      SEALED_AR,
    );
    // Nothing was stored: no result, score or notification can carry the verdict either.
    expect(await app.ctx.db.select().from(attemptAnswers)).toEqual([]);

    await app.live.host(session.pin, { type: 'next' }); // the host closes question 0
    const answered = answerResultOf(await answerCall(app, player, attempt.id, open, ['b']));
    expect(answered).toMatchObject({ is_sealed: false, is_correct: false, correct_choice_keys: ['a'] });
    expectError(await answerCall(app, player, attempt.id, coming, ['a']), 422, 'QUESTION_SEALED');
  });

  it('keeps a question out of another game that shares it, while a player game drawn from the bank plays it', async () => {
    const { app } = live();
    const category = await createCategory(app);
    const { game, questions } = await createGame(app, { questions: 2, categories: [category] });
    const host = await createPlayer(app);
    const created = await post(app, '/api/live/sessions', {
      token: host.token,
      body: {
        source: { kind: 'categories', category_ids: [category.id], questions_count: 2 },
        settings: { reading_seconds: 0, answer_seconds: 20 },
      },
    });
    expect(created.statusCode, created.text).toBe(201);
    const { pin } = (created.body as { data: { pin: string } }).data;
    await playFirstQuestion(pin);

    const player = await createPlayer(app);
    const attempt = await startAttempt(app, player, game.id);
    for (const question of questions)
      expectError(await answerCall(app, player, attempt.id, question.id, ['a']), 422, 'QUESTION_SEALED');

    await app.live.host(pin, { type: 'reset' }); // back to the lobby: nothing is being played
    expect(answerResultOf(await answerCall(app, player, attempt.id, questions[0]!.id, ['a']))).toMatchObject({
      is_sealed: false,
      is_correct: true,
    });
  });

  it('seals the review of an attempt finished before the live game started, and lifts the seal when it ends', async () => {
    const { app } = live();
    const session = await createSession(app);
    const player = await createPlayer(app);
    const attempt = await startAttempt(app, player, session.gameId);
    for (const id of session.questionIds)
      answerResultOf(await answerCall(app, player, attempt.id, id, ['a']));
    expect((await finishCall(app, player, attempt.id)).statusCode).toBe(200);

    await playFirstQuestion(session.pin);
    const sealedReview = await get(app, `/api/attempts/${attempt.id}`, { token: player.token });
    const during = attemptOf(sealedReview);
    expect(during.answers).toHaveLength(3);
    for (const answer of during.answers)
      expect(answer).toMatchObject({
        choice_keys: ['a'],
        is_sealed: true,
        is_correct: null,
        credit: null,
        correct_choice_keys: null,
        explanation: null,
      });
    expect(sealedReview.text).not.toMatch(/Why q/);

    await app.live.host(session.pin, { type: 'end' });
    const after = await reviewOf(player, attempt.id);
    for (const answer of after.answers)
      expect(answer).toMatchObject({ is_sealed: false, is_correct: true, correct_choice_keys: ['a'] });
  });

  it('lifts the seal when a session is left to expire', async () => {
    const { app, clock } = live();
    const session = await createSession(app);
    await playFirstQuestion(session.pin);
    const player = await createPlayer(app);
    const attempt = await startAttempt(app, player, session.gameId);
    const coming = session.questionIds[2]!;
    expectError(await answerCall(app, player, attempt.id, coming, ['a']), 422, 'QUESTION_SEALED');

    // The store forgets a session 12 h after its last activity (the memory store by the live
    // clock; Redis by its own, so there the session is deleted as the expiry would).
    if (app.live.store.kind === 'memory') clock.set(clock.now() + 13 * 60 * 60 * 1000);
    else await app.live.store.delete(session.pin);
    expect(answerResultOf(await answerCall(app, player, attempt.id, coming, ['a'])).is_correct).toBe(true);
  });
});
