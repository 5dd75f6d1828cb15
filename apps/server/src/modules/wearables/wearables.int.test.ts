import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema, userSchema, wearableConnectionSchema, wearablesSchema } from '@awarequest/contracts';
import { buildApp, type App } from '../../app.js';
import {
  auditLog,
  wearableAuthorizations,
  wearableConnections,
  wearableRevocations,
} from '../../db/schema.js';
import { unseal } from '../../lib/crypto.js';
import { createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { startFakeWearableProvider, type FakeWearableProvider } from '../../test/fake-wearable-provider.js';
import { call, expectError, get, post } from '../../test/http.js';
import { testConfig, useTestApp, withExtraApp } from '../../test/test-app.js';

let fake: FakeWearableProvider;
// The provider's URL is known only once it listens; the app reads its environment per test.
const env: Record<string, string> = { WEARABLE_TIMEOUT_MS: '5000' };
const app = useTestApp(env);

beforeAll(async () => {
  fake = await startFakeWearableProvider();
  Object.assign(env, fake.env());
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake, {
    autoConsent: 'allow',
    delayMs: 0,
    isProfileMalformed: false,
    isRevocationDown: false,
    accessTtlSeconds: 3600,
  });
  fake.person = {
    heightMm: 1725,
    weightGrams: 68_400,
    age: 34,
    gender: 'female',
    birthday: { year: 1991, month: 3, day: 9 },
  };
  fake.counts = {
    codeGrants: 0,
    refreshGrants: 0,
    revocations: 0,
    refusedRefreshes: 0,
    refusedRevocations: 0,
  };
});

async function signedIn(target: App = app()) {
  const user = await createUser(target);
  return { user, token: await loginToken(target, user.email) };
}

/** Starts a connection and follows the provider's redirect, as the browser would: the callback's query. */
async function consent(token: string, target: App = app()) {
  const started = await post(target, '/api/wearables/authorize', {
    token,
    body: { provider: 'google-health' },
  });
  expect(started.statusCode, started.text).toBe(200);
  const authorizationUrl = (started.body.data as { authorization_url: string }).authorization_url;
  const answer = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  return { authorizationUrl: new URL(authorizationUrl), callback: location };
}

const callbackBody = (callback: URL) => Object.fromEntries(callback.searchParams);
const finish = (token: string, callback: URL, language?: string, target: App = app()) =>
  post(target, '/api/wearables/callback', {
    token,
    body: callbackBody(callback),
    ...(language ? { language } : {}),
  });

async function connect(token: string, target: App = app()) {
  const { callback } = await consent(token, target);
  const answer = await finish(token, callback, undefined, target);
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(wearableConnectionSchema).parse(answer.body).data;
}

const connectionRow = (userId: string) =>
  app().ctx.db.select().from(wearableConnections).where(eq(wearableConnections.userId, userId));

describe('connecting a wearable (OAuth 2.0 code + PKCE)', () => {
  it('sends the person to the provider with S256 PKCE and a state, and shows what was read', async () => {
    const { user, token } = await signedIn();
    const { authorizationUrl, callback } = await consent(token);
    const query = authorizationUrl.searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{43}$/);
    expect(query.get('redirect_uri')).toMatch(/\/auth\/fitbit-callback$/);
    expect(query.get('scope')).toContain('googlehealth.profile.readonly');
    expect(query.get('access_type')).toBe('offline');

    const answer = await finish(token, callback, 'ar');
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.message).toBe('تم ربط الجهاز');
    const connection = envelopeSchema(wearableConnectionSchema).parse(answer.body).data;
    expect(connection.provider).toEqual({ id: 'google-health', label: 'Google Health' });
    expect(connection.reading).toEqual({
      height: 172.5,
      weight: 68.4,
      gender: 'FEMALE',
      date_of_birth: '1991-03-09',
      age: 34,
    });
    const listed = envelopeSchema(wearablesSchema).parse(
      (await get(app(), '/api/wearables', { token })).body,
    ).data;
    expect(listed.providers).toEqual([{ id: 'google-health', label: 'Google Health' }]);
    expect(listed.connection?.reading.height).toBe(172.5);

    // Sealed at rest: neither a token nor a health value is readable in the row.
    const [row] = await connectionRow(user.id);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.refreshTokenSealed).toMatch(/^v1\./);
    expect(row?.readingSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('172.5');
  });

  it('refuses a replayed, forged or someone else’s state, in the person’s language, and keeps the connection', async () => {
    const { token } = await signedIn();
    const { callback } = await consent(token);
    expect((await finish(token, callback)).statusCode).toBe(200);
    const replayed = await finish(token, callback, 'ar');
    expectError(
      replayed,
      422,
      'WEARABLE_STATE_INVALID',
      'رابط ربط الجهاز هذا لم يعد صالحًا. يرجى بدء الربط من جديد من ملفك الشخصي.',
    );
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expectError(await finish(token, forged), 422, 'WEARABLE_STATE_INVALID');

    const other = await signedIn();
    const { callback: theirs } = await consent(other.token);
    expectError(await finish(token, theirs), 422, 'WEARABLE_STATE_INVALID');
    // The one code grant is the first callback's: no refused callback reached the token endpoint.
    expect(fake.counts.codeGrants).toBe(1);
    const listed = envelopeSchema(wearablesSchema).parse(
      (await get(app(), '/api/wearables', { token })).body,
    ).data;
    expect(listed.connection?.reading.weight).toBe(68.4);
  });

  it('says so when the person refuses consent, and leaves an earlier connection as it was', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    const [before] = await connectionRow(user.id);
    fake.autoConsent = 'deny';
    const { callback } = await consent(token);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expectError(
      await finish(token, callback),
      422,
      'WEARABLE_DENIED',
      'The device was not connected: access was not allowed. Nothing in your profile changed.',
    );
    expect(await connectionRow(user.id)).toEqual([before]);
  });

  it('gives up on a provider that does not answer in time, and saves nothing', async () => {
    // The same app with a short wait: the 15 s of production, scaled down.
    await withExtraApp(app(), { env: { ...env, WEARABLE_TIMEOUT_MS: '300' } }, async (impatient) => {
      const { user, token } = await signedIn(impatient);
      const { callback } = await consent(token, impatient);
      fake.delayMs = 1500;
      expectError(
        await finish(token, callback, undefined, impatient),
        504,
        'WEARABLE_TIMEOUT',
        'The device provider did not answer in time. Please try again.',
      );
      expect(await connectionRow(user.id)).toEqual([]);
    });
  });

  it('refuses a malformed profile and saves nothing', async () => {
    const { user, token } = await signedIn();
    fake.isProfileMalformed = true;
    const { callback } = await consent(token);
    expectError(await finish(token, callback, 'ar'), 502, 'WEARABLE_PROVIDER_FAILED');
    expect(await connectionRow(user.id)).toEqual([]);
  });

  it('keeps a state for one callback only, even when two arrive together', async () => {
    const { token } = await signedIn();
    const { callback } = await consent(token);
    const answers = await Promise.all([finish(token, callback), finish(token, callback)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await app().ctx.db.select().from(wearableAuthorizations);
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });
});

describe('filling the profile from the reading', () => {
  it('copies only the chosen values', async () => {
    const { token } = await signedIn();
    await connect(token);
    const answer = await post(app(), '/api/wearables/apply', {
      token,
      body: { fields: ['height', 'gender'] },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    const user = envelopeSchema(userSchema).parse(answer.body).data;
    expect(user).toMatchObject({ height: 172.5, gender: 'FEMALE', weight: null, date_of_birth: null });
  });

  it('applies the profile rules (docs/product.md §5) and changes nothing when one value fails', async () => {
    const { token } = await signedIn();
    fake.person = { heightMm: 3500, weightGrams: 70_000 };
    await connect(token);
    const answer = await post(app(), '/api/wearables/apply', {
      token,
      body: { fields: ['height', 'weight', 'gender'] },
    });
    expectError(answer, 422, 'PROFILE_UPDATE_FAILED');
    expect(answer.body.errors).toEqual({
      height: ['Height must be between 50 and 300 cm'],
      gender: ['Your device did not give a value for this field'],
    });
    const me = envelopeSchema(userSchema).parse((await get(app(), '/api/users/me', { token })).body).data;
    expect(me).toMatchObject({ height: null, weight: null, gender: null });
  });
});

describe('tokens over time', () => {
  it('refreshes an expired access token once, with rotation, however many instances sync together', async () => {
    const { token } = await signedIn();
    fake.accessTtlSeconds = 20; // inside the 30 s refresh margin: every sync must refresh first
    await connect(token);
    const first = await post(app(), '/api/wearables/sync', { token });
    expect(first.statusCode, first.text).toBe(200);
    expect(fake.counts.refreshGrants).toBe(1);

    // A slow provider makes the two syncs overlap: both find the same expiring token.
    fake.delayMs = 500;
    await withExtraApp(app(), { env }, async (second) => {
      const answers = await Promise.all([
        post(app(), '/api/wearables/sync', { token }),
        post(second, '/api/wearables/sync', { token }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    });
    // One more refresh for the two syncs, and no rotated token ever sent twice (which would revoke the grant).
    expect(fake.counts.refreshGrants).toBe(2);
    expect(fake.counts.refusedRefreshes).toBe(0);
    fake.delayMs = 0;
    expect((await post(app(), '/api/wearables/sync', { token })).statusCode).toBe(200);
  }, 90_000);

  it('disconnects: revokes the grant at the provider and forgets tokens and reading', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    const answer = await call(app(), 'DELETE', '/api/wearables/connection', { token, language: 'ar' });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ message: 'تم فصل الجهاز', data: { is_revoked_at_provider: true } });
    expect(fake.counts.revocations).toBe(1);
    expect(await connectionRow(user.id)).toEqual([]);
    expectError(await post(app(), '/api/wearables/sync', { token }), 404, 'WEARABLE_NOT_CONNECTED');
  });

  it('asks to connect again when the provider has revoked the grant', async () => {
    const { user, token } = await signedIn();
    fake.accessTtlSeconds = 20;
    await connect(token);
    // The person removed the app's access in their provider account.
    const [row] = await connectionRow(user.id);
    const revoked = await fetch(`${fake.url}/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: unseal(app().ctx.secret, row!.refreshTokenSealed!) }),
    });
    expect(revoked.status).toBe(200);
    expectError(await post(app(), '/api/wearables/sync', { token }), 409, 'WEARABLE_RECONNECT_NEEDED');
  });
});

describe('revocation that always reaches the provider (issue 28)', () => {
  /** Connects, then disconnects while the provider's revocation endpoint is down. */
  async function disconnectWhileDown() {
    const { user, token } = await signedIn();
    await connect(token);
    const [row] = await connectionRow(user.id);
    fake.isRevocationDown = true;
    const answer = await call(app(), 'DELETE', '/api/wearables/connection', { token });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ data: { is_revoked_at_provider: false } });
    expect(await connectionRow(user.id)).toEqual([]);
    return {
      accessToken: unseal(app().ctx.secret, row!.accessTokenSealed),
      refreshToken: unseal(app().ctx.secret, row!.refreshTokenSealed!),
    };
  }

  it('queues a disconnection the provider did not confirm, and retries it with a growing delay until it does', async () => {
    const started = Date.now();
    const { accessToken } = await disconnectWhileDown();
    const [entry] = await queuedRevocations();
    expect(entry).toMatchObject({
      provider: 'google-health',
      trigger: 'disconnected',
      attempts: 1,
      lockedBy: null,
    });
    expect(entry!.tokenSealed).toMatch(/^v1\./);
    expect(entry!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + MINUTE);
    expect(entry!.giveUpAt.getTime()).toBeGreaterThanOrEqual(started + 7 * DAY);
    expect(entry!.giveUpAt.getTime()).toBeLessThan(Date.now() + 7 * DAY + 1000);
    expect((await readProfileAtProvider(accessToken)).status).toBe(200);

    let at = new Date(Date.now() + 30_000);
    await withClockedApp({ now: () => at }, async (worker) => {
      // Not due yet: nothing is tried.
      expect(await worker.wearableRevocations.runDue()).toBe(0);
      // Due, but the provider is still down: tried once more, planned again twice as far.
      at = new Date(Date.now() + 2 * MINUTE);
      expect(await worker.wearableRevocations.runDue()).toBe(1);
      const [again] = await queuedRevocations();
      expect(again).toMatchObject({ attempts: 2, lockedBy: null, lockedUntil: null });
      expect(again!.nextAttemptAt.getTime()).toBe(at.getTime() + 2 * MINUTE);
      expect(fake.counts.revocations).toBe(0);

      // The provider is back.
      fake.isRevocationDown = false;
      at = new Date(at.getTime() + 2 * MINUTE);
      expect(await worker.wearableRevocations.runDue()).toBe(1);
    });
    expect(fake.counts.revocations).toBe(1);
    expect((await readProfileAtProvider(accessToken)).status).toBe(401);
    expect(await queuedRevocations()).toEqual([]);
    const details = { provider: 'google-health', trigger: 'disconnected' };
    expect(await revocationAudits()).toEqual([
      { outcome: 'refused', reason: 'provider_unconfirmed', subjectUserId: null, details },
      {
        outcome: 'refused',
        reason: 'retry_unconfirmed',
        subjectUserId: null,
        details: { ...details, attempt: 2 },
      },
      { outcome: 'ok', reason: null, subjectUserId: null, details: { ...details, attempt: 3 } },
    ]);
  });

  it('keeps nothing queued when the provider confirms at once', async () => {
    const { token } = await signedIn();
    await connect(token);
    const answer = await call(app(), 'DELETE', '/api/wearables/connection', { token });
    expect(answer.body).toMatchObject({ data: { is_revoked_at_provider: true } });
    expect(await queuedRevocations()).toEqual([]);
    expect(await revocationAudits()).toEqual([
      {
        outcome: 'ok',
        reason: null,
        subjectUserId: null,
        details: { provider: 'google-health', trigger: 'disconnected' },
      },
    ]);
  });

  it('counts a token the provider says is invalid already as revoked', async () => {
    const { refreshToken } = await disconnectWhileDown();
    fake.isRevocationDown = false;
    // The person removed the access in their provider account meanwhile.
    const removed = await fetch(`${fake.url}/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: refreshToken }),
    });
    expect(removed.status).toBe(200);

    await withClockedApp(new Date(Date.now() + 2 * MINUTE), async (worker) => {
      expect(await worker.wearableRevocations.runDue()).toBe(1);
    });
    expect(fake.counts.refusedRevocations).toBe(1);
    expect(await queuedRevocations()).toEqual([]);
    expect((await revocationAudits()).at(-1)).toEqual({
      outcome: 'ok',
      reason: null,
      subjectUserId: null,
      details: { provider: 'google-health', trigger: 'disconnected', attempt: 2, answer: 'already_invalid' },
    });
  });

  it('revokes each grant once however many instances retry together', async () => {
    for (let person = 0; person < 3; person += 1) await disconnectWhileDown();
    expect(await queuedRevocations()).toHaveLength(3);
    fake.isRevocationDown = false;
    fake.delayMs = 300; // slow answers: the instances' tries overlap
    const at = new Date(Date.now() + 2 * MINUTE);
    const tried = await withClockedApp(at, (first) =>
      withClockedApp(at, (second) =>
        Promise.all([first.wearableRevocations.runDue(), second.wearableRevocations.runDue()]),
      ),
    );
    expect(tried[0] + tried[1]).toBe(3);
    expect(fake.counts.revocations).toBe(3);
    expect(fake.counts.refusedRevocations).toBe(0);
    expect(await queuedRevocations()).toEqual([]);
    expect((await revocationAudits()).filter((entry) => entry.outcome === 'ok')).toHaveLength(3);
  }, 60_000);

  it('gives up after seven days of refusals, and says so in the log', async () => {
    const { accessToken } = await disconnectWhileDown();
    const [entry] = await queuedRevocations();
    let at = new Date(Date.now() + 2 * MINUTE);
    await withClockedApp({ now: () => at }, async (worker) => {
      expect(await worker.wearableRevocations.runDue()).toBe(1);
      expect(await queuedRevocations()).toHaveLength(1);
      at = new Date(entry!.giveUpAt.getTime() + MINUTE);
      expect(await worker.wearableRevocations.runDue()).toBe(1);
      expect(await worker.wearableRevocations.runDue()).toBe(0);
    });
    expect(await queuedRevocations()).toEqual([]);
    expect(fake.counts.revocations).toBe(0);
    expect((await readProfileAtProvider(accessToken)).status).toBe(200);
    expect((await revocationAudits()).at(-1)).toEqual({
      outcome: 'refused',
      reason: 'revocation_given_up',
      subjectUserId: null,
      details: { provider: 'google-health', trigger: 'disconnected', attempt: 3 },
    });
  });

  it('gives up at once when the token would have expired before the next try', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    // A provider that gave no refresh token: the grant ends with its access token.
    await app()
      .ctx.db.update(wearableConnections)
      .set({ refreshTokenSealed: null, accessExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(wearableConnections.userId, user.id));
    fake.isRevocationDown = true;
    await call(app(), 'DELETE', '/api/wearables/connection', { token });
    expect(await queuedRevocations()).toEqual([]);
    expect(await revocationAudits()).toEqual([
      {
        outcome: 'refused',
        reason: 'revocation_given_up',
        subjectUserId: null,
        details: { provider: 'google-health', trigger: 'disconnected' },
      },
    ]);
  });

  it('retries on its own once the app is ready, and stops with it', async () => {
    await disconnectWhileDown();
    fake.isRevocationDown = false;
    const at = new Date(Date.now() + 2 * MINUTE);
    const worker = await buildApp(testConfig({ ...env, JOBS_POLL_MS: '50' }), {
      database: app().ctx.database,
      now: () => at,
    });
    await worker.ready();
    try {
      await expect.poll(() => fake.counts.revocations, { timeout: 10_000 }).toBe(1);
    } finally {
      await worker.close();
    }
    expect(await queuedRevocations()).toEqual([]);
  });
});

const deleteAccount = (token: string) =>
  call(app(), 'DELETE', '/api/users/me', { token, body: { password: GOOD_PASSWORD } });

/** A read at the provider with a token the app was given, as anyone holding it could. */
const readProfileAtProvider = (accessToken: string) =>
  fetch(`${fake.url}/v4/users/me/profile`, { headers: { authorization: `Bearer ${accessToken}` } });

const revocationAudits = () =>
  app()
    .ctx.db.select({
      outcome: auditLog.outcome,
      reason: auditLog.reason,
      subjectUserId: auditLog.subjectUserId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(eq(auditLog.source, 'wearables'), eq(auditLog.action, 'wearable_revoked')));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** What a queued revocation holds: nothing that names the person or reads their health. */
const QUEUE_COLUMNS = [
  'attempts',
  'createdAt',
  'giveUpAt',
  'id',
  'lockedBy',
  'lockedUntil',
  'nextAttemptAt',
  'provider',
  'tokenSealed',
  'trigger',
].sort();

/** Another instance on the same database whose worker reads the clock `at` (moved by the test). */
async function withClockedApp<T>(
  at: Date | { now: () => Date },
  use: (worker: App) => Promise<T>,
): Promise<T> {
  const now = at instanceof Date ? () => at : at.now;
  const worker = await buildApp(testConfig(env), { database: app().ctx.database, now });
  await worker.ready();
  try {
    return await use(worker);
  } finally {
    await worker.close();
  }
}

const queuedRevocations = () => app().ctx.db.select().from(wearableRevocations);

describe('health data is special-category', () => {
  it('goes with the account', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    await consent(token); // an unfinished second attempt
    const deleted = await call(app(), 'DELETE', '/api/users/me', {
      token,
      body: { password: GOOD_PASSWORD },
    });
    expect(deleted.statusCode, deleted.text).toBe(200);
    expect(await connectionRow(user.id)).toEqual([]);
    expect(
      await app()
        .ctx.db.select()
        .from(wearableAuthorizations)
        .where(eq(wearableAuthorizations.userId, user.id)),
    ).toEqual([]);
  });

  it('goes with the account: its grant is revoked at the provider, and that is audited', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    const [row] = await connectionRow(user.id);
    const accessToken = unseal(app().ctx.secret, row!.accessTokenSealed);
    expect((await readProfileAtProvider(accessToken)).status).toBe(200);

    expect((await deleteAccount(token)).statusCode).toBe(200);
    expect(fake.counts.revocations).toBe(1);
    // The provider no longer honours what the app was given.
    expect((await readProfileAtProvider(accessToken)).status).toBe(401);
    expect(await revocationAudits()).toEqual([
      {
        outcome: 'ok',
        reason: null,
        subjectUserId: null,
        details: { provider: 'google-health', trigger: 'account_deleted' },
      },
    ]);
  });

  it('goes with the account even when the provider cannot revoke: the failure is audited', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    const [row] = await connectionRow(user.id);
    fake.isRevocationDown = true;

    const deleted = await deleteAccount(token);
    expect(deleted.statusCode, deleted.text).toBe(200);
    expect(await connectionRow(user.id)).toEqual([]);
    expect(fake.counts.revocations).toBe(0);
    // The grant lives on at the provider (the person can remove it there); the log says so.
    const accessToken = unseal(app().ctx.secret, row!.accessTokenSealed);
    expect((await readProfileAtProvider(accessToken)).status).toBe(200);
    expect(await revocationAudits()).toEqual([
      {
        outcome: 'refused',
        reason: 'provider_unconfirmed',
        subjectUserId: null,
        details: { provider: 'google-health', trigger: 'account_deleted' },
      },
    ]);
    // Queued for the worker without any link to the deleted account: provider, sealed token, timing.
    const queued = await app().ctx.db.select().from(wearableRevocations);
    expect(queued).toHaveLength(1);
    expect(Object.keys(queued[0]!).sort()).toEqual(QUEUE_COLUMNS);
    expect(queued[0]).toMatchObject({ provider: 'google-health', trigger: 'account_deleted', attempts: 1 });
    expect(unseal(app().ctx.secret, queued[0]!.tokenSealed)).toBe(
      unseal(app().ctx.secret, row!.refreshTokenSealed!),
    );

    // The provider is back: the worker ends the grant, and the log says so.
    fake.isRevocationDown = false;
    await withClockedApp(new Date(Date.now() + 2 * MINUTE), (worker) => worker.wearableRevocations.runDue());
    expect(fake.counts.revocations).toBe(1);
    expect((await readProfileAtProvider(accessToken)).status).toBe(401);
    expect(await app().ctx.db.select().from(wearableRevocations)).toEqual([]);
    expect((await revocationAudits()).at(-1)).toEqual({
      outcome: 'ok',
      reason: null,
      subjectUserId: null,
      details: { provider: 'google-health', trigger: 'account_deleted', attempt: 2 },
    });
  });

  it('is read by no score, report or export code', () => {
    const modules = fileURLToPath(new URL('..', import.meta.url));
    for (const folder of ['scores', 'reports', 'admin-users', 'events']) {
      for (const file of readdirSync(path.join(modules, folder), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const source = readFileSync(path.join(modules, folder, file), 'utf8');
        expect(source, `${folder}/${file}`).not.toMatch(/wearable/i);
      }
    }
  });
});
