import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import {
  attachHost,
  connect,
  createManualClock,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  startLiveApp,
  type Client,
  type LiveApp,
  type ManualClock,
  type Recorder,
} from './live.test-support.js';

/**
 * Two server processes' worth of apps (two ports) sharing one database and one Redis: the host
 * on one, players on both, one game. Needs TEST_REDIS_URL (the CI leg sets it).
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  const database = useTestDatabase();
  let clock: ManualClock;
  let first: LiveApp;
  let second: LiveApp;
  let isFirstOpen = true;
  const clients: Client[] = [];

  beforeEach(async () => {
    await truncateAll(database());
    clock = createManualClock();
    first = await startLiveApp(database(), clock);
    isFirstOpen = true;
    second = await startLiveApp(database(), clock, { REDIS_KEY_PREFIX: first.app.ctx.config.redisKeyPrefix });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    if (isFirstOpen) await first.app.close();
    await second.app.close();
  });

  const connectTo = async (instance: LiveApp) => {
    const client = await connect(instance.url);
    clients.push(client);
    return client;
  };

  it('plays one game with the host on one instance and players on both', async () => {
    expect(first.app.live.store.kind).toBe('redis');
    const session = await createSession(first.app);
    const host = await connectTo(first);
    const hostEvents = recorder(host);
    await attachHost(host, session);

    const seats: { client: Client; events: Recorder; id: string }[] = [];
    for (const [nickname, instance] of [
      ['Sara', second],
      ['Omar', second],
      ['Lina', first],
    ] as const) {
      const client = await connectTo(instance);
      const events = recorder(client);
      const joined = await joinAs(client, session.pin, nickname);
      seats.push({ client, events, id: joined.player_id });
    }
    // A nickname is unique across instances.
    const copycat = await connectTo(first);
    expect(
      await send(copycat, 'player:join', { pin: session.pin, nickname: 'sara', avatar: 'dog' }),
    ).toMatchObject({
      code: 'NICKNAME_TAKEN',
    });
    expect((await attachHost(await connectTo(second), session)).players_count).toBe(3);

    // The host starts on the first instance; every player gets the question with "get ready".
    const opened = seats.map((seat) =>
      seat.events.next('session:state', (state) => state.phase === 'get_ready' && state.question !== null),
    );
    await sendOk(host, 'host:start');
    await clock.advance(3000);
    const states = await Promise.all(opened);
    expect(states.map((state) => state.question_index)).toEqual([0, 0, 0]);

    // Everyone answers (two through the second instance): the question closes at once, and each
    // player gets their own result from the instance they are connected to.
    const results = seats.map((seat) => seat.events.next('player:result'));
    const hostClosed = hostEvents.next('question:closed');
    await clock.advance(2000);
    // Lina (first instance) answers a second after the others, last: her answer closes it there.
    for (const [position, keys] of [['a'], ['b'], ['a']].entries()) {
      const seat = seats[position];
      if (position === 2) await clock.advance(1000);
      const answered = await send(seat?.client as Client, 'player:answer', {
        question_index: 0,
        choice_keys: keys,
      });
      expect(answered.ok).toBe(true);
    }
    expect((await hostClosed).distribution).toMatchObject({ a: 2, b: 1 });
    expect((await Promise.all(results)).map((result) => [result.points, result.rank])).toEqual([
      [950, 1],
      [0, 3],
      [925, 2],
    ]);

    // Question 2 opens by a timer of the first instance; that instance then goes away, and the
    // second one's sweep closes the question when its time is up.
    const second2 = seats.map((seat) =>
      seat.events.next('session:state', (state) => state.phase === 'get_ready' && state.question !== null),
    );
    await sendOk(host, 'host:next');
    await clock.advance(3000);
    await Promise.all(second2);
    const remaining = seats.slice(0, 2);
    await send(remaining[0]?.client as Client, 'player:answer', { question_index: 1, choice_keys: ['a'] });
    await first.app.close();
    isFirstOpen = false;
    const lateResults = remaining.map((seat) => seat.events.next('player:result'));
    await clock.advance(21_000);
    expect((await Promise.all(lateResults)).map((result) => [result.index, result.score])).toEqual([
      [1, 2050],
      [1, 0],
    ]);

    // The host comes back on the second instance and ends the game.
    const laptop = await connectTo(second);
    const view = await attachHost(laptop, session);
    expect(view).toMatchObject({ phase: 'reveal', question_index: 1 });
    const performances = remaining.map((seat) => seat.events.next('player:performance'));
    await sendOk(laptop, 'host:end');
    expect((await Promise.all(performances)).map((performance) => performance.rank)).toEqual([1, 3]);
  });
});
