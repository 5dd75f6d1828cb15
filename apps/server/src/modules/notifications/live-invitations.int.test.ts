import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, invitedSchema, inviteeSchema } from '@awarequest/contracts';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get, post, type Answer } from '../../test/http.js';
import { attachHost, createSession, recorder, sendOk, useLiveApp } from '../live/live.test-support.js';

const { live, connect } = useLiveApp();

const inviteesOf = (answer: Answer) => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(z.array(inviteeSchema)).parse(answer.body).data;
};

describe('live invitations', () => {
  it('lets an admin host find anyone by name or email and invite them: each gets a notification with the PIN, live', async () => {
    const { app } = live();
    const admin = await createAdmin(app, { name: 'Test Player' });
    const session = await createSession(app, { hostToken: await loginToken(app, admin.email) });
    const sara = await createUser(app, { name: 'Sara Haddad', email: 'sara.h@example.com' });
    const omar = await createUser(app, { name: 'Omar Nasser', email: 'omar@corp.example' });
    await createUser(app, { name: 'Inactive Sara', email: 'gone@example.com', isActive: false });
    const saraSocket = recorder(await connect({ token: await loginToken(app, sara.email) }));

    const byName = inviteesOf(
      await get(app, `/api/live/sessions/${session.pin}/invitees?q=sara`, { token: session.token }),
    );
    expect(byName).toEqual([{ id: sara.id, name: 'Sara Haddad', email: 'sara.h@example.com' }]);
    const byEmail = inviteesOf(
      await get(app, `/api/live/sessions/${session.pin}/invitees?q=CORP.ex`, { token: session.token }),
    );
    expect(byEmail.map((person) => person.id)).toEqual([omar.id]);
    // A LIKE wildcard is searched as a character, not as "anything".
    expect(
      inviteesOf(
        await get(app, `/api/live/sessions/${session.pin}/invitees?q=%25%25`, { token: session.token }),
      ),
    ).toEqual([]);

    const arrival = saraSocket.next('notification:new');
    const answer = await post(app, `/api/live/sessions/${session.pin}/invitations`, {
      token: session.token,
      body: { user_ids: [sara.id, omar.id, sara.id] },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(envelopeSchema(invitedSchema).parse(answer.body).data).toEqual({ invited: 2 });
    const { notification } = await arrival;
    expect(notification).toMatchObject({
      kind: 'live_invitation',
      params: { pin: session.pin, host_name: 'Test Player' },
    });
    expect(notification.kind === 'live_invitation' && notification.params.title.en).toMatch(/^Game /);
  });

  it('refuses anyone but the host, an unknown PIN, an ended session and bad input', async () => {
    const { app } = live();
    const session = await createSession(app);
    const someone = await createUser(app);
    const someoneToken = await loginToken(app, someone.email);
    const body = { user_ids: [someone.id] };
    const url = `/api/live/sessions/${session.pin}/invitations`;

    expectError(await post(app, url, { body }), 401, 'UNAUTHORIZED');
    expectError(await post(app, url, { token: someoneToken, body }), 403, 'FORBIDDEN');
    expectError(
      await get(app, `/api/live/sessions/${session.pin}/invitees?q=test`, { token: someoneToken }),
      403,
      'FORBIDDEN',
    );
    const other = session.pin === '111111' ? '222222' : '111111';
    expectError(
      await post(app, `/api/live/sessions/${other}/invitations`, { token: session.token, body }),
      404,
      'SESSION_NOT_FOUND',
    );
    const bad = await post(app, url, { token: session.token, body: { user_ids: ['nope'] } });
    expectError(bad, 422, 'VALIDATION_FAILED');
    const short = await get(app, `/api/live/sessions/${session.pin}/invitees?q=a`, { token: session.token });
    expectError(short, 422, 'VALIDATION_FAILED');
    expect(short.body.errors?.q).toBeDefined();

    const host = await connect();
    await attachHost(host, session);
    await sendOk(host, 'host:end');
    expectError(await post(app, url, { token: session.token, body }), 403, 'SESSION_ENDED');
  });
});
