import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@awarequest/contracts';
import { liveAnswers } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import type { QuestionFixture } from '../../test/content.fixtures.js';
import {
  attachHost,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  useLiveApp,
} from './live.test-support.js';
import { gameHelpers, type Seat } from './live-game.test-support.js';

/**
 * Type answer, poll, slider and ordering through the live gateway, with real socket.io clients.
 * Run on PGlite the sessions live in memory; run on PostgreSQL with TEST_REDIS_URL, in Redis:
 * the same test covers both stores.
 */

const liveApp = useLiveApp();
const { live, connect } = liveApp;
const { startAndOpen, nextQuestion } = gameHelpers(liveApp);

const SLIDER = {
  min: 0,
  max: 100,
  step: 1,
  answer: 40,
  tolerance: 5,
  limit: 25,
  unit: { en: '%', ar: '٪' },
};
const KINDS: QuestionFixture[] = [
  { kind: 'type_answer', acceptedAnswers: ['Phishing', 'التصيد الاحتيالي'] },
  { kind: 'poll', choices: ['a', 'b', 'c'] },
  { kind: 'slider', slider: SLIDER },
  { kind: 'ordering', choices: ['a', 'b', 'c', 'd'], correct: ['c', 'a', 'd', 'b'] },
];

const reply = (seat: Seat, index: number, input: object) =>
  send<{ answered_at: number }>(seat.client, 'player:answer', { question_index: index, ...input });

/** A session of the four kinds, a host, a signed-in player (Sara) and a guest (Omar). */
async function setUpKinds() {
  const { app } = live();
  const session = await createSession(app, { settings: { streak_bonus: false }, game: { questions: KINDS } });
  const user = await createUser(app);
  const token = await loginToken(app, user.email);
  const host = await connect();
  const hostEvents = recorder(host);
  await attachHost(host, session);
  const seats: Seat[] = [];
  for (const [nickname, options] of [
    ['Sara', { token }],
    ['Omar', {}],
  ] as const) {
    const client = await connect(options);
    const events = recorder(client);
    seats.push({ client, events, joined: await joinAs(client, session.pin, nickname) });
  }
  return { app, session, user, host, hostEvents, seats: seats as [Seat, Seat] };
}

/** The answers given in turn; the last one closes the question: the reveal and each player's result. */
async function lastAnswers(seats: [Seat, Seat], index: number, given: [Seat, object][]) {
  const closed = seats[0].events.next('question:closed');
  const results = seats.map((seat) => seat.events.next('player:result'));
  for (const [seat, input] of given) expect((await reply(seat, index, input)).ok).toBe(true);
  return { reveal: await closed, results: await Promise.all(results) };
}

describe('the new question kinds, live', () => {
  it('plays a typed answer, a poll, a slider and an ordering, revealing each solution only at the close', async () => {
    const { app, session, user, host, seats } = await setUpKinds();
    const [sara, omar] = seats;
    const { clock } = live();

    // 1. Type answer: no choices, a longest length, and nothing of the accepted answers.
    const [typed] = await startAndOpen(host, seats);
    expect(typed?.question).toMatchObject({ kind: 'type_answer', choices: [], max_length: 100 });
    expect(JSON.stringify(typed)).not.toMatch(/Phishing|التصيد/);
    expect(await reply(sara, 0, { choice_keys: ['a'] })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { text: expect.any(Array) },
    });
    // A reload mid-question: the player sees the text they typed.
    expect((await reply(sara, 0, { text: 'التَّصَيُّد الإحتيالى' })).ok).toBe(true);
    const rejoined = await sendOk<PlayerView>(sara.client, 'player:rejoin', {
      pin: session.pin,
      player_id: sara.joined.player_id,
      seat_token: sara.joined.seat_token,
    });
    expect(rejoined).toMatchObject({ my_answer: [], my_text: 'التَّصَيُّد الإحتيالى', my_value: null });
    const one = await lastAnswers(seats, 0, [[omar, { text: 'spam' }]]);
    expect(one.reveal).toMatchObject({
      correct_choice_keys: [],
      accepted_answers: ['Phishing', 'التصيد الاحتيالي'],
      typed_answers: [
        { text: 'spam', count: 1, is_accepted: false },
        { text: 'التَّصَيُّد الإحتيالى', count: 1, is_accepted: true },
      ],
    });
    expect(one.results.map((result) => [result.is_correct, result.points])).toEqual([
      [true, 1000],
      [false, 0],
    ]);

    // 2. Poll: no points, no right answer, the distribution.
    const [poll] = await nextQuestion(host, seats);
    expect(poll?.question).toMatchObject({ kind: 'poll' });
    await clock.advance(1000);
    const two = await lastAnswers(seats, 1, [
      [sara, { choice_keys: ['b'] }],
      [omar, { choice_keys: ['b'] }],
    ]);
    expect(two.reveal).toMatchObject({ correct_choice_keys: [], distribution: { a: 0, b: 2, c: 0 } });
    expect(two.results.map((result) => [result.points, result.scored, result.score])).toEqual([
      [0, false, 1000],
      [0, false, 0],
    ]);

    // 3. Slider: range and unit only while open; points by closeness; the room's estimates.
    const [slider] = await nextQuestion(host, seats);
    expect(slider?.question?.slider).toEqual({ min: 0, max: 100, step: 1, unit: SLIDER.unit });
    expect(JSON.stringify(slider)).not.toMatch(/tolerance|limit|"answer"/);
    expect(await reply(sara, 2, { value: 140 })).toMatchObject({ code: 'VALIDATION_FAILED' });
    const three = await lastAnswers(seats, 2, [
      [sara, { value: 43 }],
      [omar, { value: 55 }],
    ]);
    expect(three.reveal).toMatchObject({
      slider: { answer: 40, tolerance: 5, limit: 25 },
      estimates: { count: 2, average: 49, median: 49 },
    });
    // Within the tolerance: all; 15 away: (25 − 15) / 20 = half.
    expect(three.results.map((result) => [result.is_correct, result.points, result.credit])).toEqual([
      [true, 1000, 1],
      [false, 500, 0.5],
    ]);

    // 4. Ordering: the items shuffled (never right), the same for both players; a non-permutation refused.
    const [saraOrdering, omarOrdering] = await nextQuestion(host, seats);
    const served = saraOrdering?.question?.choices.map((choice) => choice.key);
    expect(served).not.toEqual(['c', 'a', 'd', 'b']);
    expect([...(served ?? [])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(omarOrdering?.question?.choices.map((choice) => choice.key)).toEqual(served);
    expect(await reply(omar, 3, { choice_keys: ['c', 'a', 'd'] })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const four = await lastAnswers(seats, 3, [
      [sara, { choice_keys: ['c', 'a', 'b', 'd'] }],
      [omar, { choice_keys: ['c', 'a', 'd', 'b'] }],
    ]);
    expect(four.reveal).toMatchObject({
      correct_choice_keys: ['c', 'a', 'd', 'b'],
      distribution: { a: 2, b: 1, c: 2, d: 1 },
    });
    expect(four.results.map((result) => result.points)).toEqual([0, 1000]);

    // The end: a poll is neither right nor wrong; the signed-in player's answers are recorded.
    const performance = sara.events.next('player:performance');
    await sendOk(host, 'host:next');
    // Right: the typed answer and the slider; wrong: the ordering; the poll counts in neither.
    expect(await performance).toMatchObject({ score: 2000, correct: 2, wrong: 1, accuracy: 67 });
    let rows: (typeof liveAnswers.$inferSelect)[] = [];
    for (let wait = 0; wait < 50 && rows.length < 4; wait++) {
      rows = await app.ctx.db.select().from(liveAnswers).where(eq(liveAnswers.sessionId, session.session_id));
      if (rows.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows.every((row) => row.userId === user.id)).toBe(true);
    const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
    const [typedId, pollId, sliderId, orderingId] = session.questionIds;
    expect(byQuestion.get(typedId ?? '')).toMatchObject({
      textAnswer: 'التَّصَيُّد الإحتيالى',
      choiceKeys: [],
      isCorrect: true,
      credit: 1,
    });
    expect(byQuestion.get(pollId ?? '')).toMatchObject({ choiceKeys: ['b'], credit: 0, isCorrect: false });
    expect(byQuestion.get(sliderId ?? '')).toMatchObject({ numberAnswer: 43, credit: 1, isCorrect: true });
    // Self-paced credit for the statistics: half the items in place.
    expect(byQuestion.get(orderingId ?? '')).toMatchObject({
      choiceKeys: ['c', 'a', 'b', 'd'],
      credit: 0.5,
      isCorrect: false,
    });
  });

  it('keeps a player’s estimate across a reload and tells it after the close', async () => {
    const { app } = live();
    const session = await createSession(app, { game: { questions: [{ kind: 'slider', slider: SLIDER }] } });
    const host = await connect();
    await attachHost(host, session);
    const client = await connect();
    const events = recorder(client);
    const joined = await joinAs(client, session.pin, 'Noor');
    const seat: Seat = { client, events, joined };
    await startAndOpen(host, [seat]);
    const closed = events.next('question:closed');
    expect((await reply(seat, 0, { value: 37.5 })).ok).toBe(true);
    await closed;
    const again = await connect();
    const view = await sendOk<PlayerView>(again, 'player:rejoin', {
      pin: session.pin,
      player_id: joined.player_id,
      seat_token: joined.seat_token,
    });
    expect(view).toMatchObject({ phase: 'reveal', my_answer: [], my_value: 37.5, my_text: null });
    expect(view.result).toMatchObject({ is_correct: true, credit: 1, points: expect.any(Number) });
  });
});
