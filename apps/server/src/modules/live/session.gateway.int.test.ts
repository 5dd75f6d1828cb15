import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@awarequest/contracts';
import {
  attachHost,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  useLiveApp,
} from './live.test-support.js';
import { answer, gameHelpers, type Seat } from './live-game.test-support.js';

const liveApp = useLiveApp();
const { live, connect } = liveApp;
const { setUp, startAndOpen, nextQuestion } = gameHelpers(liveApp);

/** The live gateway with real socket.io clients: games, answers, reconnecting, connections. */

describe('a whole game', () => {
  it('plays host and three players through every question, with points by the formula', async () => {
    const { clock } = live();
    const { host, hostEvents, seats } = await setUp(['Sara', 'Omar', 'Lina']);
    const [sara, omar, lina] = seats as [Seat, Seat, Seat];

    const hostOpened = hostEvents.next('session:state', (state) => state.phase === 'question');
    const [firstState] = await startAndOpen(host, seats);
    expect(firstState).toMatchObject({ phase: 'get_ready', question_index: 0, questions_count: 3 });
    // The title came with the join's view and never changes: phase changes leave it out.
    expect(firstState).not.toHaveProperty('title');
    expect(seats[0]?.joined.view.title.en).toBeTruthy();
    // The players have the question since get ready: when it opens, only the host hears of it.
    expect(await hostOpened).toMatchObject({ question_index: 0 });
    for (const seat of seats)
      expect(seat.events.all('session:state').map((state) => state.phase)).toEqual(['get_ready']);
    const opensAt = firstState?.question?.opens_at ?? 0;
    expect(firstState?.question).toMatchObject({ index: 0, kind: 'single', closes_at: opensAt + 20_000 });
    expect(firstState?.question?.text).not.toBeNull();

    // Question 1: Sara at 2 s, Omar at 5 s, Lina wrong at 10 s; the last answer closes it.
    await clock.advance(2000);
    expect(await answer(sara, 0, ['a'])).toEqual({ ok: true, data: { answered_at: opensAt + 2000 } });
    await clock.advance(3000);
    expect((await answer(omar, 0, ['a'])).ok).toBe(true);
    const hostCounts = hostEvents.next('host:answers');
    const closed = seats.map((seat) => seat.events.next('question:closed'));
    const results = seats.map((seat) => seat.events.next('player:result'));
    const revealStates = seats.map((seat) => seat.events.next('session:state', (s) => s.phase === 'reveal'));
    const hostReveal = hostEvents.next('session:state', (s) => s.phase === 'reveal');
    await clock.advance(5000);
    expect((await answer(lina, 0, ['b'])).ok).toBe(true);
    const [reveal] = await Promise.all(closed);
    // Players have the question and, from question:closed, the solution: the reveal's state
    // leaves both out for them; the host's carries both.
    for (const state of await Promise.all(revealStates))
      expect(state).toMatchObject({ question_index: 0, question: null, closed: null });
    expect(await hostReveal).toMatchObject({ question: { index: 0 }, closed: { index: 0 } });
    expect(reveal).toMatchObject({ index: 0, correct_choice_keys: ['a'], answered: 3, players: 3 });
    expect(reveal?.distribution).toEqual({ a: 2, b: 1, c: 0, d: 0 });
    expect(reveal?.explanation.en).toContain('q1');
    // round(1000 * (1 - (2/20)/2)) = 950, round(1000 * (1 - (5/20)/2)) = 875
    expect(await Promise.all(results)).toEqual([
      {
        index: 0,
        answered: true,
        is_correct: true,
        credit: 1,
        scored: true,
        points: 950,
        score: 950,
        streak: 1,
        rank: 1,
        players: 3,
      },
      {
        index: 0,
        answered: true,
        is_correct: true,
        credit: 1,
        scored: true,
        points: 875,
        score: 875,
        streak: 1,
        rank: 2,
        players: 3,
      },
      {
        index: 0,
        answered: true,
        is_correct: false,
        credit: 0,
        scored: true,
        points: 0,
        score: 0,
        streak: 0,
        rank: 3,
        players: 3,
      },
    ]);
    expect((await hostCounts).players).toBe(3);

    // Question 2 (multiple): Sara exactly right at 4 s with a streak of 2, Omar half right, Lina right at 10 s.
    const [second] = await nextQuestion(host, seats);
    const opens2 = second?.question?.opens_at ?? 0;
    expect(second?.question?.kind).toBe('multiple');
    await clock.advance(1000);
    await answer(omar, 1, ['a']);
    await clock.advance(3000);
    await answer(sara, 1, ['c', 'a']);
    const results2 = seats.map((seat) => seat.events.next('player:result'));
    await clock.advance(opens2 + 10_000 - clock.now());
    await answer(lina, 1, ['a', 'c']);
    // 900 + 100 streak bonus; 0; 750 (a first correct answer has no bonus)
    expect(
      (await Promise.all(results2)).map((result) => [result.points, result.score, result.streak]),
    ).toEqual([
      [1000, 1950, 2],
      [0, 875, 0],
      [750, 750, 1],
    ]);

    // Question 3 (true/false): Sara does not answer; the server closes it when time is up.
    const [third] = await nextQuestion(host, seats);
    const opens3 = third?.question?.opens_at ?? 0;
    await answer(omar, 2, ['true']);
    await clock.advance(19_999);
    expect((await answer(lina, 2, ['true'])).ok).toBe(true);
    const results3 = seats.map((seat) => seat.events.next('player:result'));
    await clock.advance(opens3 + 20_000 - clock.now());
    expect(
      (await Promise.all(results3)).map((result) => [result.answered, result.points, result.score]),
    ).toEqual([
      [false, 0, 1950],
      [true, 1000, 1875],
      [true, 600, 1350],
    ]);

    // The last "next" ends the game: the ranking to everyone, each player's own performance.
    const ended = seats.map((seat) => seat.events.next('session:ended'));
    const performances = seats.map((seat) => seat.events.next('player:performance'));
    const hostEnded = hostEvents.next('session:ended');
    await sendOk(host, 'host:next');
    const ranking = (await hostEnded).ranking;
    expect(ranking.map((entry) => [entry.rank, entry.nickname, entry.score, entry.correct])).toEqual([
      [1, 'Sara', 1950, 2],
      [2, 'Omar', 1875, 2],
      [3, 'Lina', 1350, 2],
    ]);
    expect((await ended[0])?.ranking).toEqual(ranking);
    expect(await Promise.all(performances)).toEqual([
      { score: 1950, correct: 2, wrong: 1, accuracy: 67, rank: 1, players: 3 },
      { score: 1875, correct: 2, wrong: 1, accuracy: 67, rank: 2, players: 3 },
      { score: 1350, correct: 2, wrong: 1, accuracy: 67, rank: 3, players: 3 },
    ]);
  });

  it('never shows a player the solution or the explanation before the question closes', async () => {
    const { host, seats } = await setUp(['Sara', 'Omar']);
    const [sara] = seats as [Seat];
    await startAndOpen(host, seats);
    await answer(sara, 0, ['b']);
    const beforeClose = sara.events.raw();
    expect(beforeClose).not.toContain('correct_choice_keys');
    expect(beforeClose).not.toContain('Why q1');
    const closed = sara.events.next('question:closed');
    await sendOk(host, 'host:next'); // the host skips to the reveal
    expect((await closed).correct_choice_keys).toEqual(['a']);
  });

  it('shows players only the answer shapes when questions are on the big screen only', async () => {
    const { host, hostEvents, seats } = await setUp(['Sara'], { show_questions_on_devices: false });
    const hostOpened = hostEvents.next('session:state', (state) => state.phase === 'question');
    const [state] = await startAndOpen(host, seats);
    expect(state?.question?.text).toBeNull();
    expect(state?.question?.choices.every((choice) => choice.text === null)).toBe(true);
    expect((await hostOpened).question?.text?.en).toContain('q1');
  });

  it('gives extended-time players their longer window, and keeps the question open for them', async () => {
    const { clock } = live();
    const { host, seats } = await setUp(['Sara'], { extended_time_percent: 50 });
    const slow = await connect();
    const slowEvents = recorder(slow);
    await joinAs(slow, seats[0]?.joined.view.pin ?? '', 'Slow', { extended_time: true });
    const slowSeat = { client: slow, events: slowEvents } as Seat;
    const [normal, extended] = await startAndOpen(host, [...seats, slowSeat]);
    const opensAt = normal?.question?.opens_at ?? 0;
    expect(normal?.question?.closes_at).toBe(opensAt + 20_000);
    expect(extended?.question?.closes_at).toBe(opensAt + 30_000);
    await clock.advance(25_000);
    expect(await answer(seats[0] as Seat, 0, ['a'])).toMatchObject({ ok: false, code: 'ANSWER_CLOSED' });
    expect((await answer(slowSeat, 0, ['a'])).ok).toBe(true);
  });
});

describe('the screen’s language', () => {
  it('is the one the server writes its errors in, from the handshake and after a switch', async () => {
    const { host, seats } = await setUp(['Sara']);
    const sara = seats[0]!.client;
    const refusal = () => send(sara, 'player:answer', { question_index: 0, choice_keys: [] });
    const arabic = /[\u0600-\u06FF]/;
    const inEnglish = await refusal();
    expect(inEnglish).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(inEnglish)).not.toMatch(arabic);

    expect(await sendOk(sara, 'live:language', { language: 'ar' })).toBeNull();
    expect(JSON.stringify(await refusal())).toMatch(arabic);
    expect(await sendOk(host, 'live:language', { language: 'ar' })).toBeNull();
    expect(JSON.stringify(await send(host, 'host:next', {}))).toMatch(arabic);
  });

  it('must be one of ours', async () => {
    const { seats } = await setUp(['Sara']);
    expect(await send(seats[0]!.client, 'live:language', { language: 'fr' })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('payload text', () => {
  it('refuses control and text-direction characters, naming the field, as the REST API does', async () => {
    const session = await createSession(live().app);
    const client = await connect();
    const refused = await send(client, 'player:join', {
      pin: session.pin,
      nickname: 'Sa\u202Era',
      avatar: 'fox\u0000',
    });
    expect(refused).toMatchObject({ ok: false, code: 'INVALID_CHARACTERS' });
    expect(Object.keys((refused as { errors?: object }).errors ?? {}).sort()).toEqual(['avatar', 'nickname']);
  });
});

describe('answers', () => {
  it('are refused after the question closed, and counted once', async () => {
    const { clock } = live();
    const { host, seats } = await setUp(['Sara', 'Omar']);
    const [sara, omar] = seats as [Seat, Seat];
    await startAndOpen(host, seats);
    expect((await answer(sara, 0, ['a'])).ok).toBe(true);
    expect(await answer(sara, 0, ['b'])).toMatchObject({
      ok: false,
      code: 'ALREADY_ANSWERED',
      message: 'You have already answered this question',
    });
    const closed = omar.events.next('question:closed');
    await clock.advance(20_001);
    await closed;
    expect(await answer(omar, 0, ['a'])).toMatchObject({
      ok: false,
      code: 'ANSWER_CLOSED',
      message: "Time's up: this question is closed",
    });
  });

  it('are refused past the deadline even before the server closed the question', async () => {
    const { clock } = live();
    const { host, seats } = await setUp(['Sara']);
    await startAndOpen(host, seats);
    clock.set(clock.now() + 20_001); // the clock moved, its timer has not fired yet
    expect(await answer(seats[0] as Seat, 0, ['a'])).toMatchObject({ code: 'ANSWER_CLOSED' });
  });

  it('are refused while the question is being read', async () => {
    const { clock } = live();
    const { host, seats } = await setUp(['Sara'], { reading_seconds: 5 });
    const [state] = await startAndOpen(host, seats);
    expect((state?.question?.opens_at ?? 0) - (state?.phase_ends_at ?? 0)).toBe(5000);
    expect(clock.now()).toBe(state?.phase_ends_at);
    expect(await answer(seats[0] as Seat, 0, ['a'])).toMatchObject({ code: 'ANSWER_NOT_OPEN' });
  });

  it('are taken at the opening moment before the server’s timer opened the question', async () => {
    const { clock } = live();
    const { host, hostEvents, seats } = await setUp(['Sara']);
    const ready = seats[0]?.events.next('session:state', (state) => state.phase === 'get_ready');
    await sendOk(host, 'host:start');
    const opensAt = (await ready)?.question?.opens_at ?? 0;
    const hostOpened = hostEvents.next('session:state', (state) => state.phase === 'question');
    clock.set(opensAt); // the player's screen opened it; this instance's timer has not fired yet
    expect(await answer(seats[0] as Seat, 0, ['a'])).toEqual({ ok: true, data: { answered_at: opensAt } });
    expect(await hostOpened).toMatchObject({ question_index: 0, question: { opens_at: opensAt } });
  });

  it('must be sent from a seat', async () => {
    const { session } = await setUp([]);
    const stranger = await connect();
    expect(await send(stranger, 'player:answer', { question_index: 0, choice_keys: ['a'] })).toMatchObject({
      code: 'NOT_IN_SESSION',
    });
    expect(session.pin).toMatch(/^\d{6}$/);
  });
});

describe('reconnecting', () => {
  it('brings a player back mid-question to the same seat, score and streak, and the current screen', async () => {
    const { clock } = live();
    const { session, host, seats } = await setUp(['Sara', 'Omar']);
    const [sara] = seats as [Seat];
    await startAndOpen(host, seats);
    await answer(sara, 0, ['a']);
    await sendOk(host, 'host:next'); // close question 1
    await sara.events.next('player:result');
    await nextQuestion(host, seats);
    await clock.advance(1000);
    await answer(sara, 1, ['a', 'c']);

    sara.client.disconnect();
    const phone = await connect();
    const view = await sendOk<PlayerView>(phone, 'player:rejoin', {
      pin: session.pin,
      player_id: sara.joined.player_id,
      seat_token: sara.joined.seat_token,
    });
    expect(view.player).toMatchObject({
      id: sara.joined.player_id,
      nickname: 'Sara',
      score: 1000,
      streak: 1,
    });
    expect(view).toMatchObject({ phase: 'question', question_index: 1, my_answer: ['a', 'c'] });
    expect(view.question?.index).toBe(1);
    expect(view.result).toMatchObject({ index: 0, points: 1000 });

    // The new connection gets the rest of the game.
    const result = recorder(phone).next('player:result');
    await sendOk(host, 'host:next');
    expect(await result).toMatchObject({ index: 1, is_correct: true, streak: 2 });
  });

  it('refuses a wrong seat token', async () => {
    const { session, seats } = await setUp(['Sara']);
    const other = await connect();
    expect(
      await send(other, 'player:rejoin', {
        pin: session.pin,
        player_id: seats[0]?.joined.player_id,
        seat_token: 'not-the-token',
      }),
    ).toMatchObject({ ok: false, code: 'NOT_IN_SESSION' });
  });

  it('lets the host attach again and see where the game is', async () => {
    const { session, host, seats } = await setUp(['Sara', 'Omar']);
    await startAndOpen(host, seats);
    await answer(seats[0] as Seat, 0, ['b']);
    host.disconnect();
    const laptop = await connect();
    const view = await attachHost(laptop, session);
    expect(view).toMatchObject({
      phase: 'question',
      answered: 1,
      correct_choice_keys: ['a'],
      players_count: 2,
    });
    // Joined in the same millisecond of the test's clock: the order between them is not fixed.
    expect(view.players.map((player) => [player.nickname, player.connected]).sort()).toEqual([
      ['Omar', true],
      ['Sara', true],
    ]);
  });
});

describe('connections', () => {
  it('are taken from this origin and from clients that are not browsers, not from other sites', async () => {
    const { url } = live();
    await expect(connect({ headers: { origin: 'http://evil.example' } })).rejects.toThrow();
    const sameSite = await connect({ headers: { origin: url } });
    expect(sameSite.connected).toBe(true);
  });

  it('fall back to long-polling where WebSockets are blocked', async () => {
    const { session } = await setUp([]);
    const polling = await connect({ transports: ['polling'] });
    expect(polling.io.engine.transport.name).toBe('polling');
    expect((await joinAs(polling, session.pin, 'Proxy')).view.players_count).toBe(1);
  });

  it('lists the live API in the OpenAPI document', async () => {
    const response = await live().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining([
        '/api/live/sessions',
        '/api/live/sessions/{pin}',
        '/api/live/sessions/{pin}/results',
      ]),
    );
  });
});
