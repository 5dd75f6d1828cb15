import { describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { call, post } from '../../test/http.js';
import { connect, useTwoLiveApps, type Client } from '../live/live.test-support.js';

/**
 * Two instances sharing one database and one Redis: a session revoked on one closes its
 * sockets on the other at once (the Socket.IO Redis adapter). Needs TEST_REDIS_URL.
 */

const redisUrl = process.env.TEST_REDIS_URL;

const disconnection = (client: Client) =>
  new Promise<string>((resolve) => {
    client.once('disconnect', (reason) => {
      resolve(reason);
    });
  });

describe.skipIf(!redisUrl)('revoking a session across two instances sharing Redis', () => {
  const two = useTwoLiveApps();

  async function socketOnSecond() {
    const user = await createUser(two.first.app);
    const token = await loginToken(two.first.app, user.email);
    const client = await connect(two.second.url, { token });
    two.clients.push(client);
    return { user, token, client };
  }

  it('disconnects the socket on the other instance at logout, and refuses the token there afterwards', async () => {
    const { token, client } = await socketOnSecond();
    const closed = disconnection(client);
    expect((await post(two.first.app, '/api/logout', { token })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(two.second.url, { token })).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
  });

  it('disconnects the socket on the other instance when the account is deleted', async () => {
    const { token, client } = await socketOnSecond();
    const closed = disconnection(client);
    const answer = await call(two.first.app, 'DELETE', '/api/users/me', {
      token,
      body: { password: 'Secret123' },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
