import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptSummarySchema, envelopeSchema, pageSchema } from '@awarequest/contracts';
import { attempts } from '../../db/schema.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  answerCall,
  createPlayer,
  expireAttempt,
  finishCall,
  startAttempt,
  type Player,
} from './attempts.test-support.js';

const app = useTestApp();

function pageOf(answer: Answer) {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(pageSchema(attemptSummarySchema)).parse(answer.body).data;
}

const history = (player: Player, query = '') => get(app(), `/api/attempts${query}`, { token: player.token });

async function startedMinutesAgo(attemptId: string, minutes: number) {
  await app()
    .ctx.db.update(attempts)
    .set({ startedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(attempts.id, attemptId));
}

describe('GET /attempts', () => {
  it("lists the caller's attempts newest first, in pages, with results and attempts left", async () => {
    const player = await createPlayer(app());
    const quiz = await createGame(app(), { questions: 2, passScore: 50, attemptsAllowed: 3 });
    const other = await createGame(app(), { attemptsAllowed: null });

    const oldest = await startAttempt(app(), player, quiz.game.id);
    await answerCall(app(), player, oldest.id, quiz.questions[0]!.id, ['a']);
    await finishCall(app(), player, oldest.id);
    await startedMinutesAgo(oldest.id, 30);
    const middle = await startAttempt(app(), player, other.game.id);
    await finishCall(app(), player, middle.id);
    await startedMinutesAgo(middle.id, 20);
    const newest = await startAttempt(app(), player, quiz.game.id);
    // Someone else's attempts never show.
    await startAttempt(app(), await createPlayer(app()), quiz.game.id);

    const first = pageOf(await history(player, '?per_page=2'));
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect(first.items[0]).toMatchObject({ status: 'in_progress', result: null, game_id: quiz.game.id });
    expect(first.items[0]?.game_name).toEqual(quiz.game.name);
    expect(first.items[1]?.result).toMatchObject({ score: 0, attempts_used: 1, attempts_left: null });

    const second = pageOf(await history(player, '?per_page=2&page=2'));
    expect(second).toMatchObject({ page: 2, total: 3 });
    expect(second.items.map((item) => item.id)).toEqual([oldest.id]);
    expect(second.items[0]?.result).toMatchObject({
      score: 50,
      correct: 1,
      wrong: 1,
      passed: true,
      ending: 'finished',
      attempts_used: 2,
      attempts_left: 1,
    });

    const ofQuiz = pageOf(await history(player, `?game_id=${quiz.game.id}`));
    expect(ofQuiz.items.map((item) => item.id)).toEqual([newest.id, oldest.id]);
    expect(ofQuiz).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(pageOf(await history(player, '?page=9')).items).toEqual([]);
  });

  it('shows an attempt past its time as timed out', async () => {
    const player = await createPlayer(app());
    const { game } = await createGame(app(), { questions: 2 });
    const attempt = await startAttempt(app(), player, game.id);
    await expireAttempt(app(), attempt.id);
    const [item] = pageOf(await history(player)).items;
    expect(item).toMatchObject({
      id: attempt.id,
      status: 'finished',
      result: { ending: 'timed_out', wrong: 2 },
    });
  });

  it('answers 422 to a bad query and 401 without a session', async () => {
    const player = await createPlayer(app());
    const tooMany = await history(player, '?per_page=500');
    expectError(tooMany, 422, 'VALIDATION_FAILED');
    expect(tooMany.body.errors).toHaveProperty('per_page');
    expectError(await history(player, '?game_id=nope'), 422, 'VALIDATION_FAILED');
    expectError(await get(app(), '/api/attempts'), 401, 'UNAUTHORIZED');
  });
});
