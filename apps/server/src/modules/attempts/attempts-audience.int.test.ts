import type { QuestionAudience } from '@awarequest/contracts';
import { describe, expect, it } from 'vitest';
import { eventCategories, eventGames, events } from '../../db/schema.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  answerCall,
  attemptOf,
  attemptRow,
  createPlayer,
  finishCall,
  resultOf,
  startAttempt,
  startCall,
  type Player,
} from './attempts.test-support.js';

const app = useTestApp();

/** q1, q2 for all staff; t1 for technical staff; m1 for managers. */
const mixedQuestions = [
  { key: 'q1' },
  { key: 't1', audience: 'technical' as const },
  { key: 'q2' },
  { key: 'm1', audience: 'managers' as const },
];

async function mixedGame(audience?: QuestionAudience) {
  const created = await createGame(app(), { questions: mixedQuestions, ...(audience ? { audience } : {}) });
  const idOf = new Map(created.questions.map((question) => [question.key, question.id]));
  const idsOf = (...keys: string[]) => keys.map((key) => idOf.get(key)!).sort();
  return { ...created, idsOf };
}

const askedIds = (attempt: { questions: { id: string }[] }) =>
  attempt.questions.map((question) => question.id).sort();

/** A running campaign with the given games, for everyone unless `userIds` names its people. */
async function campaign(
  gameIds: string[],
  values: {
    questionAudience?: QuestionAudience | null;
    userIds?: string[];
    status?: 'running' | 'draft';
  } = {},
) {
  const { db } = app().ctx;
  const [category] = await db
    .insert(eventCategories)
    .values({ name: { en: 'C', ar: 'ف' }, description: { en: '', ar: '' }, color: '#16787F', icon: 'shield' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      categoryId: category!.id,
      eventType: 'campaign',
      status: values.status ?? 'running',
      title: { en: 'Campaign', ar: 'حملة' },
      description: { en: '', ar: '' },
      startsAt: new Date(Date.now() - 86_400_000),
      dueAt: new Date(Date.now() + 7 * 86_400_000),
      questionAudience: values.questionAudience ?? null,
      audience: {
        everyone: !values.userIds,
        companies: [],
        departments: [],
        groups: [],
        positions: [],
        countries: [],
        user_ids: values.userIds ?? [],
      },
      publishedAt: new Date(),
    })
    .returning();
  if (gameIds.length > 0)
    await db
      .insert(eventGames)
      .values(gameIds.map((gameId, index) => ({ eventId: event!.id, gameId, sortOrder: index })));
  return event!;
}

describe("an attempt's questions follow the audience", () => {
  it('serves an all-staff game only its all-staff questions, and counts only those', async () => {
    const { game, idsOf } = await mixedGame();
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    expect(askedIds(attempt)).toEqual(idsOf('q1', 'q2'));
    expect(attempt.game).toMatchObject({ audience: 'all_staff', questions_count: 2 });
    expect((await attemptRow(app(), attempt.id))?.audience).toBe('all_staff');
    const details = await get(app(), `/api/games/${game.id}`, { token: player.token });
    expect(details.body.data).toMatchObject({ audience: 'all_staff', questions_count: 2 });
  });

  it('serves a technical game the all-staff and technical questions, never the managers one', async () => {
    const { game, idsOf } = await mixedGame('technical');
    const attempt = await startAttempt(app(), await createPlayer(app()), game.id);
    expect(askedIds(attempt)).toEqual(idsOf('q1', 't1', 'q2'));
    expect(attempt.game).toMatchObject({ audience: 'technical', questions_count: 3 });
  });

  it('scores exactly the served questions: 3 right of 3 is 100, and a question not served is refused', async () => {
    const { game, idsOf } = await mixedGame('managers');
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    expect(askedIds(attempt)).toEqual(idsOf('q1', 'q2', 'm1'));
    for (const id of idsOf('q1', 'q2', 'm1')) {
      expect((await answerCall(app(), player, attempt.id, id, ['a'])).statusCode).toBe(200);
    }
    const [technical] = idsOf('t1');
    expect((await answerCall(app(), player, attempt.id, technical!, ['a'])).statusCode).toBe(422);
    expect(resultOf(await finishCall(app(), player, attempt.id))).toMatchObject({
      score: 100,
      correct: 3,
      wrong: 0,
      unanswered: 0,
    });
  });
});

describe('an attempt started for an event', () => {
  it("uses the event's question audience instead of the game's, and remembers it", async () => {
    const { game, idsOf } = await mixedGame();
    const event = await campaign([game.id], { questionAudience: 'technical' });
    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id, { event_id: event.id });
    expect(askedIds(attempt)).toEqual(idsOf('q1', 't1', 'q2'));
    expect(attempt.game.questions_count).toBe(3);
    expect(await attemptRow(app(), attempt.id)).toMatchObject({ audience: 'technical', eventId: event.id });
    // Read again later, the attempt keeps the questions and count it was played for.
    const again = await get(app(), `/api/attempts/${attempt.id}`, { token: player.token });
    expect(attemptOf(again).game.questions_count).toBe(3);
  });

  it("keeps the game's own audience when the event sets none", async () => {
    const { game, idsOf } = await mixedGame('managers');
    const event = await campaign([game.id]);
    const attempt = await startAttempt(app(), await createPlayer(app()), game.id, { event_id: event.id });
    expect(askedIds(attempt)).toEqual(idsOf('q1', 'q2', 'm1'));
  });

  it('refuses an event the player is not in, an event without the game, a draft and a bad id', async () => {
    const { game } = await mixedGame();
    const other = await createGame(app());
    const player: Player = await createPlayer(app());
    const someoneElse = await createPlayer(app());
    const notMine = await campaign([game.id], { questionAudience: 'technical', userIds: [someoneElse.id] });
    expectError(await startCall(app(), player, game.id, { event_id: notMine.id }), 404, 'EVENT_NOT_FOUND');
    const draft = await campaign([game.id], { status: 'draft' });
    expectError(await startCall(app(), player, game.id, { event_id: draft.id }), 404, 'EVENT_NOT_FOUND');
    const withoutGame = await campaign([other.game.id]);
    const refused = await startCall(app(), player, game.id, { event_id: withoutGame.id });
    expectError(refused, 422, 'VALIDATION_FAILED');
    expect(refused.body.errors).toHaveProperty('event_id');
    expectError(await startCall(app(), player, game.id, { event_id: 'nope' }), 422, 'VALIDATION_FAILED');
  });
});
