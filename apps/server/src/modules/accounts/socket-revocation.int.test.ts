import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { call, post, put } from '../../test/http.js';
import {
  connect as connectClient,
  recorder,
  settle,
  useLiveApp,
  type Client,
} from '../live/live.test-support.js';

/** A session ended on the server closes its sockets at once, and its token cannot open a new one. */

const { live, connect } = useLiveApp();

const disconnection = (client: Client) =>
  new Promise<string>((resolve) => {
    client.once('disconnect', (reason) => {
      resolve(reason);
    });
  });

async function signedInSocket() {
  const { app } = live();
  const user = await createUser(app);
  const token = await loginToken(app, user.email);
  const client = await connect({ token });
  return { app, user, token, client, events: recorder(client) };
}

const tellBandChanged = (userId: string) =>
  live().app.ctx.events.publish('score.band_changed', {
    userId,
    score: 'risk',
    from: 'guarded',
    to: 'elevated',
  });

describe('sockets of a revoked session', () => {
  it('are disconnected on logout, get no more notifications, and the token cannot connect again', async () => {
    const { app, user, token, client, events } = await signedInSocket();
    const otherSession = await connect({ token: await loginToken(app, user.email) });
    const closed = disconnection(client);
    expect((await post(app, '/api/logout', { token })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    await tellBandChanged(user.id);
    await settle();
    expect(events.all('notification:new')).toEqual([]);
    // The user's other session keeps its socket.
    expect(otherSession.connected).toBe(true);

    const refused = await connectClient(live().url, { token }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ message: 'UNAUTHORIZED', data: { code: 'UNAUTHORIZED' } });
  });

  it('are disconnected when the account is deleted', async () => {
    const { app, token, client } = await signedInSocket();
    const closed = disconnection(client);
    const answer = await call(app, 'DELETE', '/api/users/me', { token, body: { password: 'Secret123' } });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('are disconnected when an admin deactivates the account', async () => {
    const { app, user, client } = await signedInSocket();
    const admin = await createAdmin(app);
    const closed = disconnection(client);
    const answer = await put(app, `/api/admin/users/${user.id}/status`, {
      token: await loginToken(app, admin.email),
      body: { is_active: false },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('leaves guests and other users connected', async () => {
    const { app, token } = await signedInSocket();
    const guest = await connect();
    const other = await connect({ token: await loginToken(app, (await createUser(app)).email) });
    await post(app, '/api/logout', { token });
    await settle();
    expect(guest.connected).toBe(true);
    expect(other.connected).toBe(true);
  });
});
