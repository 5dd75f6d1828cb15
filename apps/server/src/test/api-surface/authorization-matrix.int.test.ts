import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startTestApp } from '../test-app.js';
import { truncateAll, useTestDatabase } from '../test-database.js';
import { createApiWorld, tokenOf, worldDigest, type ApiWorld, type Role } from './api-world.js';
import { AUTHORIZATION_MATRIX } from './authorization-table.js';
import { changedTables, fingerprintDatabase } from './database-fingerprint.js';
import { ENDPOINT_REQUESTS } from './endpoint-requests.js';
import { operationsOf, type Method } from './openapi-operations.js';
import { sendRequest } from './send-request.js';

/**
 * Every endpoint × every caller (authorization-table.ts): the expected status, never a 5xx,
 * and no write when the call is refused. One app and one world serve the whole file; the
 * world is rebuilt after a call changed one of its rows, so each call meets it as built.
 */

const database = useTestDatabase();
let app: App;
let world: ApiWorld;
let builtDigest: string;

async function rebuildWorld() {
  await truncateAll(database());
  world = await createApiWorld(app);
  builtDigest = await worldDigest(app, world);
}

beforeAll(async () => {
  app = await startTestApp(database());
  await rebuildWorld();
});
afterAll(async () => {
  await app.close();
});

// The owner calls last: its calls are the ones that succeed on the owner's resources.
const CALL_ORDER: Role[] = ['anonymous', 'other', 'child', 'admin', 'player'];

async function statusOf(key: string, role: Role): Promise<number> {
  const build = ENDPOINT_REQUESTS[key];
  if (!build) throw new Error(`${key}: no request in endpoint-requests.ts`);
  const request = await build({ app, world, role });
  // Building may have written (a mailed code, a game of its own): that is the baseline.
  const before = await fingerprintDatabase(app.ctx.db);
  const [method] = key.split(' ') as [Method];
  const answer = await sendRequest(app, {
    method,
    url: request.url,
    token: 'token' in request ? request.token : tokenOf(world, role),
    ...(request.body === undefined ? {} : { json: request.body }),
    ...(request.raw ? { raw: request.raw } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.ip ? { ip: request.ip } : {}),
  });
  const after = await fingerprintDatabase(app.ctx.db);
  const changed = changedTables(before, after);
  if (answer.statusCode >= 400) {
    expect(
      changed,
      `${key} as ${role} answered ${answer.statusCode} but wrote to ${changed.join(', ')}`,
    ).toEqual([]);
  }
  if (changed.length > 0 && (await worldDigest(app, world)) !== builtDigest) await rebuildWorld();
  return answer.statusCode;
}

describe('the authorization matrix', () => {
  it('has a row for every endpoint of the OpenAPI document, and no other', () => {
    const documented = operationsOf(app).map((operation) => operation.key);
    expect(
      documented.filter((key) => !(key in AUTHORIZATION_MATRIX)),
      'endpoints without a row in authorization-table.ts',
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_MATRIX).filter((key) => !documented.includes(key)),
      'rows of authorization-table.ts for endpoints the document does not have',
    ).toEqual([]);
    expect(Object.keys(ENDPOINT_REQUESTS).sort()).toEqual(Object.keys(AUTHORIZATION_MATRIX).sort());
  });

  for (const [key, expected] of Object.entries(AUTHORIZATION_MATRIX)) {
    it(key, async () => {
      const actual = {} as Record<Role, number>;
      for (const role of CALL_ORDER) actual[role] = await statusOf(key, role);
      expect(actual, `${key}: status by caller`).toEqual(expected);
    });
  }
});
