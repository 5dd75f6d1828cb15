import { describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  eventDetailsSchema,
  type EventBodyInput,
  type EventDetails,
} from '@awarequest/contracts';
import { eventCompletions } from '../../db/schema.js';
import { adminToken } from '../../test/authoring.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { get, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { createPlayer, type Player } from '../attempts/attempts.test-support.js';
import { playAttempt } from '../scores/scores.test-support.js';
import { campaignBody, inHours, insertEventCategory, insertEventRow } from './events.test-support.js';
import { assignmentStatesOf } from './progress.js';

const app = useTestApp();

async function details(player: Player, id: string): Promise<EventDetails> {
  const answer = await get(app(), `/api/events/${id}`, { token: player.token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(eventDetailsSchema).parse(answer.body).data;
}

const statesOf = (event: EventDetails) => event.games.map((game) => game.state);
const pass = async (player: Player, gameId: string) => {
  expect((await playAttempt(app(), player, gameId, 3)).passed).toBe(true);
};
const fail = async (player: Player, gameId: string) => {
  expect((await playAttempt(app(), player, gameId, 0)).passed).toBe(false);
};

async function twoGameCampaign(values: Partial<Parameters<typeof insertEventRow>[1]> = {}) {
  const category = await insertEventCategory(app());
  const { game: first } = await createGame(app(), { attemptsAllowed: null });
  const { game: second } = await createGame(app(), { attemptsAllowed: null });
  const event = await insertEventRow(app(), { categoryId: category.id, startsAt: inHours(-1), ...values }, [
    first.id,
    second.id,
  ]);
  return { category, first, second, event };
}

describe('progress from real attempts', () => {
  it('goes not started → in progress → completed as the person plays, up to 100 %', async () => {
    const { first, second, event } = await twoGameCampaign();
    const player = await createPlayer(app());
    expect((await details(player, event.id)).my).toMatchObject({
      state: 'not_started',
      progress: 0,
      total_games: 2,
    });

    await fail(player, first.id);
    let read = await details(player, event.id);
    expect(statesOf(read)).toEqual(['in_progress', 'not_started']);
    expect(read.my).toMatchObject({ state: 'in_progress', progress: 0 });
    expect(read.games[0]).toMatchObject({ attempts_used: 1, best_score: 0, completed_at: null });

    await pass(player, first.id);
    read = await details(player, event.id);
    expect(statesOf(read)).toEqual(['completed', 'not_started']);
    expect(read.my).toMatchObject({ state: 'in_progress', progress: 50, completed_games: 1 });
    expect(read.games[0]).toMatchObject({ attempts_used: 2, best_score: 100 });
    expect(read.games[0]!.completed_at).not.toBeNull();

    await pass(player, second.id);
    read = await details(player, event.id);
    expect(read.my).toMatchObject({ state: 'completed', progress: 100, completed_games: 2, total_games: 2 });
    const [assignment] = await assignmentStatesOf(app().ctx.db, event.id, [player.id]);
    expect(assignment).toMatchObject({ state: 'completed', progress: 100 });
  });

  it('does not count attempts made before the event started, nor passes in events that do not count them', async () => {
    const category = await insertEventCategory(app());
    const { game } = await createGame(app(), { attemptsAllowed: null });
    const player = await createPlayer(app());
    await pass(player, game.id);
    const later = await insertEventRow(app(), { categoryId: category.id, startsAt: new Date() }, [game.id]);
    expect((await details(player, later.id)).my?.state).toBe('not_started');
    // Not yet started, a draft, cancelled, archived, out of the audience, or the game removed.
    await insertEventRow(app(), { categoryId: category.id, status: 'scheduled', startsAt: inHours(2) }, [
      game.id,
    ]);
    await insertEventRow(app(), { categoryId: category.id, status: 'draft' }, [game.id]);
    await insertEventRow(app(), { categoryId: category.id, status: 'cancelled' }, [game.id]);
    await insertEventRow(app(), { categoryId: category.id, archivedAt: new Date() }, [game.id]);
    await insertEventRow(
      app(),
      {
        categoryId: category.id,
        audience: {
          everyone: false,
          companies: [],
          departments: ['Nobody'],
          groups: [],
          positions: [],
          countries: [],
          user_ids: [],
        },
      },
      [game.id],
    );
    await insertEventRow(app(), { categoryId: category.id, eventType: 'tournament' }, [game.id]);
    await pass(player, game.id);
    const rows = await app().ctx.db.select().from(eventCompletions);
    expect(rows.map((row) => row.eventId)).toEqual([later.id]);
    expect((await details(player, later.id)).my).toMatchObject({ state: 'completed', progress: 100 });
  });

  it('is overdue after due + grace; a late pass still counts and shows its lateness', async () => {
    const { first, second, event } = await twoGameCampaign({
      startsAt: inHours(-24 * 10),
      dueAt: inHours(-24),
    });
    const { event: inGrace } = await twoGameCampaign({
      startsAt: inHours(-24 * 10),
      dueAt: inHours(-24),
      graceDays: 2,
    });
    const player = await createPlayer(app());
    expect((await details(player, event.id)).my?.state).toBe('overdue');
    expect((await details(player, inGrace.id)).my?.state).toBe('not_started');
    await pass(player, first.id);
    const read = await details(player, event.id);
    expect(statesOf(read)).toEqual(['completed', 'overdue']);
    expect(read.my).toMatchObject({ state: 'overdue', progress: 50 });
    await pass(player, second.id);
    expect((await details(player, event.id)).my).toMatchObject({ state: 'completed', progress: 100 });
    const [late] = await app().ctx.db.select().from(eventCompletions);
    expect(late!.completedAt.getTime()).toBeGreaterThan(event.dueAt.getTime());
  });

  it('counts a person who joins after publishing, from their first pass', async () => {
    const { first, event } = await twoGameCampaign();
    const before = await assignmentStatesOf(app().ctx.db, event.id);
    const newcomer = await createPlayer(app());
    await pass(newcomer, first.id);
    const after = await assignmentStatesOf(app().ctx.db, event.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((assignment) => assignment.userId === newcomer.id)).toMatchObject({
      state: 'in_progress',
      progress: 50,
      completedGames: 1,
      totalGames: 2,
    });
  });
});

describe('a game removed from a running campaign', () => {
  it('no longer counts for the others, completed work stays completed, and counts again when put back', async () => {
    const { category, first, second, event } = await twoGameCampaign();
    const token = await adminToken(app());
    const done = await createPlayer(app());
    const halfway = await createPlayer(app());
    const idle = await createPlayer(app());
    await pass(done, first.id);
    await pass(done, second.id);
    await pass(halfway, first.id);
    const edit = (gameIds: string[]) =>
      put(app(), `/api/admin/events/${event.id}`, {
        token,
        body: campaignBody(category.id, gameIds, {
          starts_at: event.startsAt.toISOString(),
        }) satisfies EventBodyInput,
      });
    expect((await edit([first.id])).statusCode).toBe(200);
    expect((await details(done, event.id)).my).toMatchObject({
      state: 'completed',
      progress: 100,
      total_games: 1,
    });
    expect((await details(halfway, event.id)).my).toMatchObject({
      state: 'completed',
      progress: 100,
      total_games: 1,
    });
    expect((await details(idle, event.id)).my).toMatchObject({ state: 'not_started', total_games: 1 });
    expect((await details(idle, event.id)).games.map((game) => game.game_id)).toEqual([first.id]);
    // A pass of the removed game records nothing; the earlier completion stays on record.
    await pass(idle, second.id);
    const rows = await app().ctx.db.select().from(eventCompletions);
    expect(rows.filter((row) => row.gameId === second.id).map((row) => row.userId)).toEqual([done.id]);

    expect((await edit([first.id, second.id])).statusCode).toBe(200);
    expect((await details(done, event.id)).my).toMatchObject({
      state: 'completed',
      progress: 100,
      total_games: 2,
    });
    expect((await details(halfway, event.id)).my).toMatchObject({ state: 'in_progress', progress: 50 });
  });
});
