import { describe, expect, it } from 'vitest';
import { createGame } from '../../test/content.fixtures.js';
import { post } from '../../test/http.js';
import { useTestApp, withExtraApp } from '../../test/test-app.js';
import { attemptRow, createPlayer, startAttempt } from '../attempts/attempts.test-support.js';

/** The browser tests' way to end an attempt's time: on only when asked for, never by default. */

const app = useTestApp();

const expirePath = (id: string) => `/api/dev/attempts/${id}/expire`;

describe('the test-only attempt expiry route', () => {
  it('does not exist by default: the deadline stays where it was', async () => {
    const { game } = await createGame(app(), { durationMinutes: 5 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    const answer = await post(app(), expirePath(attempt.id), { token: player.token });
    expect(answer.statusCode).toBe(404);
    expect((await attemptRow(app(), attempt.id))?.expiresAt.toISOString()).toBe(attempt.expires_at);
  });

  it('with DEV_CLOCK_API=true, moves the deadline minutes into the past', async () => {
    const { game } = await createGame(app(), { durationMinutes: 5 });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    await withExtraApp(app(), { env: { DEV_CLOCK_API: 'true' } }, async (extra) => {
      const answer = await post(extra, expirePath(attempt.id));
      expect(answer.statusCode).toBe(200);
    });
    const row = await attemptRow(app(), attempt.id);
    expect(row?.expiresAt.getTime()).toBeLessThan(Date.now() - 60_000);
  });
});
