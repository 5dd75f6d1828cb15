import { describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { connect, recorder, useTwoLiveApps } from '../live/live.test-support.js';

/**
 * Two instances sharing one database and one Redis: a notification made on one reaches the
 * user's socket on the other (the Socket.IO Redis adapter). Needs TEST_REDIS_URL.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('notifications across two instances sharing Redis', () => {
  const two = useTwoLiveApps();

  it('pushes to the user on the other instance', async () => {
    const user = await createUser(two.first.app);
    const client = await connect(two.second.url, { token: await loginToken(two.first.app, user.email) });
    two.clients.push(client);
    const events = recorder(client);
    const arrival = events.next('notification:new');
    await two.first.app.ctx.events.publish('score.band_changed', {
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
