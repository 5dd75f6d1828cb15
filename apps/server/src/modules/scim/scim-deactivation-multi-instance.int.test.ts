import { describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { get } from '../../test/http.js';
import { connect, useTwoLiveApps, type Client } from '../live/live.test-support.js';
import { scim, scimSetup } from './scim.test-support.js';

/**
 * Two instances sharing one database and one Redis: a SCIM `active: false` sent to one ends the
 * person's sessions on both at once, sockets included. Needs TEST_REDIS_URL.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const disconnection = (client: Client) =>
  new Promise<string>((resolve) => {
    client.once('disconnect', (reason) => {
      resolve(reason);
    });
  });

describe.skipIf(!redisUrl)('SCIM deactivation across two instances sharing Redis', () => {
  const two = useTwoLiveApps();

  it('disconnects the socket and refuses the token on the other instance at once', async () => {
    const { scimToken } = await scimSetup(two.first.app);
    const user = await createUser(two.first.app, { email: 'leaver@corp.example' });
    const token = await loginToken(two.first.app, user.email);
    // The second instance has checked (and cached) the session before the change.
    expect((await get(two.second.app, '/api/users/me', { token })).statusCode).toBe(200);
    const client = await connect(two.second.url, { token });
    two.clients.push(client);
    const closed = disconnection(client);

    const off = await scim(two.first.app, scimToken, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await get(two.second.app, '/api/users/me', { token })).statusCode).toBe(401);
    await expect(connect(two.second.url, { token })).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
  });
});
