import { createSecretKey } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { TEST_JWT_SECRET, useTestApp } from '../../test/test-app.js';
import {
  attemptOf,
  attemptRow,
  createPlayer,
  finishCall,
  resultOf,
  startAttempt,
  type Player,
} from './attempts.test-support.js';
import { createGameTokens } from './game-token.js';

const app = useTestApp();
const INVALID = 'This game result could not be verified';

const reportCall = (current: App, player: Player, attemptId: string, body: object) =>
  post(current, `/api/attempts/${attemptId}/report`, { token: player.token, body });

async function startEmbedded(player: Player, type: 'vr' | 'webgl' = 'vr', passScore = 60) {
  const { game } = await createGame(app(), { type, passScore });
  const attempt = await startAttempt(app(), player, game.id);
  if (!attempt.launch_token) throw new Error('an embedded game has a launch token');
  return { game, attempt, token: attempt.launch_token };
}

/** The same token with one character of its signature changed. */
function tampered(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
}

describe('embedded games report their result with the attempt token', () => {
  it('issues a token naming the attempt, the player and the game, valid until the attempt ends', async () => {
    const player = await createPlayer(app());
    const { game, attempt, token } = await startEmbedded(player, 'webgl');
    expect(decodeJwt(token)).toMatchObject({
      purpose: 'game-report',
      aid: attempt.id,
      gid: game.id,
      sub: player.id,
      exp: Math.floor(Date.parse(attempt.expires_at) / 1000),
    });
    expect(attempt).toMatchObject({ questions: [], game: { type: 'webgl', questions_count: 0 } });
  });

  it('stores a passing result once: the score rounded, passed by the pass score; a second report is refused', async () => {
    const player = await createPlayer(app());
    const { attempt, token } = await startEmbedded(player, 'vr', 60);
    const result = resultOf(
      await reportCall(app(), player, attempt.id, { token, score: 72.4, correct: 7, wrong: 3 }),
    );
    expect(result).toMatchObject({
      score: 72,
      correct: 7,
      wrong: 3,
      unanswered: 0,
      accuracy: 70,
      passed: true,
      pass_score: 60,
      ending: 'reported',
      attempts_used: 1,
      attempts_left: 2,
    });
    const read = attemptOf(await get(app(), `/api/attempts/${attempt.id}`, { token: player.token }));
    expect(read).toMatchObject({ status: 'finished', result, launch_token: null });

    const again = await reportCall(app(), player, attempt.id, { token, score: 100 });
    expectError(again, 403, 'INVALID_GAME_TOKEN', INVALID);
    expect((await attemptRow(app(), attempt.id))?.score).toBe(72);
  });

  it('stores a failing result', async () => {
    const player = await createPlayer(app());
    const { attempt, token } = await startEmbedded(player, 'webgl', 80);
    expect(resultOf(await reportCall(app(), player, attempt.id, { token, score: 79.4 }))).toMatchObject({
      score: 79,
      passed: false,
      ending: 'reported',
    });
  });

  it('refuses a token whose signature was changed, or that was signed with another key', async () => {
    const player = await createPlayer(app());
    const { game, attempt, token } = await startEmbedded(player);
    expectError(
      await reportCall(app(), player, attempt.id, { token: tampered(token), score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );

    // The right claims signed with the app secret itself: only the derived key signs game tokens.
    const claims = { purpose: 'game-report', aid: attempt.id, gid: game.id };
    const withAppSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(player.id)
      .setExpirationTime('10m')
      .sign(createSecretKey(Buffer.from(TEST_JWT_SECRET)));
    expectError(
      await reportCall(app(), player, attempt.id, { token: withAppSecret, score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );
    // A session token is no game token either.
    expectError(
      await reportCall(app(), player, attempt.id, { token: player.token, score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );
    expect((await attemptRow(app(), attempt.id))?.status).toBe('in_progress');
  });

  it("refuses another player's token and a token of another attempt", async () => {
    const owner = await createPlayer(app());
    const other = await createPlayer(app());
    const mine = await startEmbedded(owner);
    const theirs = await startEmbedded(other);
    const second = await startEmbedded(owner, 'webgl');

    // Another player's token on one's own attempt, and one's own token on another attempt.
    expectError(
      await reportCall(app(), owner, mine.attempt.id, { token: theirs.token, score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );
    expectError(
      await reportCall(app(), owner, second.attempt.id, { token: mine.token, score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );
    // Someone else's attempt, even with its own token.
    expectError(
      await reportCall(app(), owner, theirs.attempt.id, { token: theirs.token, score: 90 }),
      403,
      'FORBIDDEN',
    );
    for (const attempt of [mine.attempt, theirs.attempt, second.attempt]) {
      expect((await attemptRow(app(), attempt.id))?.status).toBe('in_progress');
    }
  });

  it('accepts a report shortly after the time, and refuses one past the grace', async () => {
    const player = await createPlayer(app());
    const { game, attempt } = await startEmbedded(player);
    const tokens = createGameTokens(TEST_JWT_SECRET);
    const claims = { attemptId: attempt.id, userId: player.id, gameId: game.id };
    const late = await tokens.sign({ ...claims, expiresAt: new Date(Date.now() - 2 * 60_000) });
    expectError(
      await reportCall(app(), player, attempt.id, { token: late, score: 90 }),
      403,
      'INVALID_GAME_TOKEN',
    );
    const justLate = await tokens.sign({ ...claims, expiresAt: new Date(Date.now() - 20_000) });
    expect(resultOf(await reportCall(app(), player, attempt.id, { token: justLate, score: 90 })).passed).toBe(
      true,
    );
  });

  it('refuses a report after the player gave up (finish), and on an interactive quiz', async () => {
    const player = await createPlayer(app());
    const { attempt, token } = await startEmbedded(player);
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 0,
      ending: 'finished',
    });
    expectError(await reportCall(app(), player, attempt.id, { token, score: 90 }), 403, 'INVALID_GAME_TOKEN');

    const quiz = await createGame(app());
    const played = await startAttempt(app(), player, quiz.game.id);
    expect(played.launch_token).toBeNull();
    expectError(await reportCall(app(), player, played.id, { token, score: 90 }), 422, 'GAME_NOT_PLAYABLE');
  });

  it('answers 422 to a report out of range, and 401 without a session', async () => {
    const user = await createUser(app());
    const player = { id: user.id, token: await loginToken(app(), user.email) };
    const { attempt, token } = await startEmbedded(player);
    const bad = await reportCall(app(), player, attempt.id, { token, score: 150 });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(bad.body.errors).toEqual({ score: ['Score must not be more than 100'] });
    const anonymous = await post(app(), `/api/attempts/${attempt.id}/report`, { body: { token, score: 50 } });
    expectError(anonymous, 401, 'UNAUTHORIZED');
  });
});
