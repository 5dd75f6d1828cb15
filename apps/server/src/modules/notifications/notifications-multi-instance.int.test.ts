import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import {
  connect,
  createManualClock,
  recorder,
  startLiveApp,
  type Client,
  type LiveApp,
} from '../live/live.test-support.js';

/**
 * Two instances sharing one database and one Redis: a notification made on one reaches the
 * user's socket on the other (the Socket.IO Redis adapter). Needs TEST_REDIS_URL.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('notifications across two instances sharing Redis', () => {
  const database = useTestDatabase();
  let first: LiveApp;
  let second: LiveApp;
  const clients: Client[] = [];

  beforeEach(async () => {
    await truncateAll(database());
    const clock = createManualClock();
    first = await startLiveApp(database(), clock);
    second = await startLiveApp(database(), clock, { REDIS_KEY_PREFIX: first.app.ctx.config.redisKeyPrefix });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await first.app.close();
    await second.app.close();
  });

  it('pushes to the user on the other instance', async () => {
    const user = await createUser(first.app);
    const client = await connect(second.url, { token: await loginToken(first.app, user.email) });
    clients.push(client);
    const events = recorder(client);
    const arrival = events.next('notification:new');
    await first.app.ctx.events.publish('score.band_changed', {
      userId: user.id,
      score: 'risk',
      from: 'guarded',
      to: 'elevated',
    });
    const { notification, unread_count } = await arrival;
    expect(unread_count).toBe(1);
    expect(notification).toMatchObject({ kind: 'score_band_changed', params: { to: 'elevated' } });
  });
});
