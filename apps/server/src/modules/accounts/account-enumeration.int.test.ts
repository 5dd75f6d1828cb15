import { describe, expect, it } from 'vitest';
import { createUser, registrationBody } from '../../test/accounts.fixtures.js';
import { expectError, post, type Answer } from '../../test/http.js';
import { useTestApp, withExtraApp } from '../../test/test-app.js';
import { pairedMediansMs } from '../../test/timing.js';

const app = useTestApp();
const RUNS = 60;

const sameAnswer = (first: Answer, second: Answer) => {
  expect({ status: second.statusCode, body: second.body }).toEqual({
    status: first.statusCode,
    body: first.body,
  });
};

/**
 * The slower median is within twice the faster one plus 2 ms: loose enough for a shared
 * machine's noise, far below the gaps an account used to make (14x on /forget-password,
 * 9x on /users).
 */
const expectAlikeTimes = ([known, unknown]: [number, number]) => {
  const [faster, slower] = [Math.min(known, unknown), Math.max(known, unknown)];
  expect(slower, `known ${known} ms, unknown ${unknown} ms`).toBeLessThanOrEqual(2 * faster + 2);
};

describe('an email address cannot be told to have an account', () => {
  it('POST /users answers alike for an existing and an unknown email, in both languages', async () => {
    const user = await createUser(app(), { email: 'taken@example.com' });
    for (const language of ['en', 'ar'] as const) {
      const known = await post(app(), '/api/users', { body: registrationBody(user.email), language });
      const unknown = await post(app(), '/api/users', {
        body: registrationBody('free@example.com'),
        language,
      });
      expectError(known, 422, 'EMAIL_NOT_VERIFIED');
      sameAnswer(known, unknown);
    }
  });

  it('POST /forget-password and POST /sendEmailVerification answer alike, and take alike long', async () => {
    const user = await createUser(app(), { email: 'taken@example.com' });
    await withExtraApp(app(), { env: { RATE_LIMITS: 'false' } }, async (unlimited) => {
      for (const url of ['/api/forget-password', '/api/sendEmailVerification']) {
        const ask = (email: string) => () => post(unlimited, url, { body: { email } });
        sameAnswer(await ask(user.email)(), await ask('nobody@example.com')());
        const medians = await pairedMediansMs(ask(user.email), ask('nobody@example.com'), RUNS);
        console.info(`${url}: known ${medians[0].toFixed(2)} ms, unknown ${medians[1].toFixed(2)} ms`);
        expectAlikeTimes(medians);
      }
    });
  });

  it('POST /users takes alike long for an existing and an unknown email', async () => {
    const user = await createUser(app(), { email: 'taken@example.com' });
    await withExtraApp(app(), { env: { RATE_LIMITS: 'false' } }, async (unlimited) => {
      const register = (email: string) => () =>
        post(unlimited, '/api/users', { body: registrationBody(email) });
      const medians = await pairedMediansMs(register(user.email), register('free@example.com'), RUNS);
      console.info(`/api/users: known ${medians[0].toFixed(2)} ms, unknown ${medians[1].toFixed(2)} ms`);
      expectAlikeTimes(medians);
    });
  });

  it('throttles sign-up per client: 10 tries an hour from one address, then 429', async () => {
    const register = (ip: string) =>
      post(app(), '/api/users', { body: registrationBody('free@example.com'), ip });
    for (let index = 1; index <= 10; index++)
      expectError(await register('10.0.7.1'), 422, 'EMAIL_NOT_VERIFIED');
    expectError(await register('10.0.7.1'), 429, 'RATE_LIMITED');
    expectError(await register('10.0.7.2'), 422, 'EMAIL_NOT_VERIFIED');
  });
});
