import type { CreatedSession } from '@awarequest/contracts';
import { describe, expect, it } from 'vitest';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { post } from '../../test/http.js';
import { newPlayerId } from './live-sessions.js';
import { createSession, useLiveApp } from './live.test-support.js';

/**
 * Issue 22: a live session's reveals must not give another live session's players the solution
 * of a question that session has not closed yet, so the two cannot run it at once.
 */

const { live } = useLiveApp();

async function seatGuest(pin: string, nickname = 'Guest') {
  await live().app.live.join(
    pin,
    newPlayerId(),
    { pin, nickname, avatar: 'cat', extended_time: false },
    null,
  );
}

/** A second session of the same game, hosted by the same user. */
async function secondSession(token: string, gameId: string) {
  const created = await post(live().app, '/api/live/sessions', {
    token,
    body: { source: { kind: 'game', game_id: gameId }, settings: { reading_seconds: 0, answer_seconds: 20 } },
  });
  expect(created.statusCode, created.text).toBe(201);
  return (created.body as { data: CreatedSession }).data;
}

describe('two live sessions holding the same questions', () => {
  it('refuses to start the second while the first plays them, and starts it once the first has ended', async () => {
    const { app } = live();
    const first = await createSession(app);
    await seatGuest(first.pin);
    await app.live.host(first.pin, { type: 'start' });
    const second = await secondSession(first.token, first.gameId);
    await seatGuest(second.pin, 'Other');

    await expect(app.live.host(second.pin, { type: 'start' })).rejects.toMatchObject({
      code: 'QUESTIONS_IN_PLAY',
    });
    expect((await app.live.store.read(second.pin))?.core.phase).toBe('lobby');

    await app.live.host(first.pin, { type: 'end' });
    await app.live.host(second.pin, { type: 'start' });
    expect((await app.live.store.read(second.pin))?.core.phase).toBe('get_ready');
  });

  it('draws a player game around the questions another live game is playing, so it can start beside it', async () => {
    const { app } = live();
    const category = await createCategory(app);
    const playing = await createGame(app, { questions: 3, categories: [category] });
    const spare = await createGame(app, { questions: 3, categories: [category] });
    const first = await createSession(app);
    // The first session plays the game of the category instead of its own.
    const running = await secondSession(first.token, playing.game.id);
    await seatGuest(running.pin);
    await app.live.host(running.pin, { type: 'start' });

    const created = await post(app, '/api/live/sessions', {
      token: first.token,
      body: {
        source: { kind: 'categories', category_ids: [category.id], questions_count: 3 },
        settings: { reading_seconds: 0, answer_seconds: 20 },
      },
    });
    expect(created.statusCode, created.text).toBe(201);
    const { pin } = (created.body as { data: CreatedSession }).data;
    const drawn = (await app.live.store.definition(pin))?.questions.map((question) => question.id);
    expect(drawn?.sort()).toEqual(spare.questions.map((question) => question.id).sort());
    await seatGuest(pin);
    await app.live.host(pin, { type: 'start' });
    expect((await app.live.store.read(pin))?.core.phase).toBe('get_ready');
  });

  it('lets sessions of different games run side by side', async () => {
    const { app } = live();
    const first = await createSession(app);
    const other = await createSession(app);
    await seatGuest(first.pin);
    await seatGuest(other.pin);
    await app.live.host(first.pin, { type: 'start' });
    await app.live.host(other.pin, { type: 'start' });
    expect((await app.live.store.read(other.pin))?.core.phase).toBe('get_ready');
  });
});
