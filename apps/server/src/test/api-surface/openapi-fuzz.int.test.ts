import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startTestApp } from '../test-app.js';
import { truncateAll, useTestDatabase } from '../test-database.js';
import { createApiWorld, ROLES, type ApiWorld, type Role } from './api-world.js';
import { AUTHORIZATION_MATRIX } from './authorization-table.js';
import { changedTables, fingerprintDatabase, type DatabaseFingerprint } from './database-fingerprint.js';
import { fuzzCaseArbitrary, type FuzzCase } from './fuzz-requests.js';
import { documentedOperations } from './documented-operations.js';
import { operationsOf, type Operation } from './openapi-operations.js';
import { sendRequest } from './send-request.js';

/**
 * Property-based fuzzing of every operation in the app's OpenAPI document: well-formed and
 * hostile requests from any caller never answer 5xx, a refused request (4xx) writes nothing,
 * and every refusal is the error envelope. Seeded and bounded: API_FUZZ_RUNS requests per
 * operation (default 10), API_FUZZ_SEED to replay a failure (fast-check prints the seed and
 * the shrunk request when a property fails).
 */

const RUNS = Number(process.env.API_FUZZ_RUNS ?? 10);
const SEED = Number(process.env.API_FUZZ_SEED ?? 22);

const database = useTestDatabase();
let app: App;
let world: ApiWorld;
/** The database as it stands before the next request; kept current after each one. */
let current: DatabaseFingerprint;
let builtWorld: DatabaseFingerprint;

async function freshWorld() {
  await truncateAll(database());
  world = await createApiWorld(app);
  builtWorld = current = await fingerprintDatabase(app.ctx.db);
}

const operations = await documentedOperations();
beforeAll(async () => {
  app = await startTestApp(database());
  await freshWorld();
}, 120_000);
afterAll(async () => {
  if (process.env.API_FUZZ_STATS)
    for (const [key, histogram] of stats) console.log(key, JSON.stringify(histogram));
  await app.close();
});

interface ErrorBody {
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

/** The roles the authorization matrix lets call an operation (2xx); a new operation: anyone. */
function allowedRoles(key: string): Role[] {
  const row = AUTHORIZATION_MATRIX[key];
  return row ? ROLES.filter((role) => row[role] < 300) : [...ROLES];
}

const stats = new Map<string, Record<number, number>>();
async function checkCase(operation: Operation, fuzzCase: FuzzCase): Promise<void> {
  const answer = await sendRequest(app, fuzzCase.request);
  const histogram = stats.get(operation.key) ?? {};
  histogram[answer.statusCode] = (histogram[answer.statusCode] ?? 0) + 1;
  stats.set(operation.key, histogram);
  const after = await fingerprintDatabase(app.ctx.db);
  const before = current;
  current = after;
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  if (answer.statusCode >= 400) {
    expect(
      changedTables(before, after),
      `a refused request (${answer.statusCode}) wrote to the database`,
    ).toEqual([]);
    const body = JSON.parse(answer.body) as ErrorBody;
    expect(body).toMatchObject({ status: false, code: expect.any(String), message: expect.any(String) });
  }
}

/** Long runs of one character (the huge strings) shortened, so a report stays readable. */
const shorten = (text: string) =>
  text.replace(/(.)\1{40,}/gsu, (run, unit: string) => `${unit.repeat(8)}…(${run.length} in all)`);

/** fast-check's report (seed, path, the shrunk request, the failed check), shortened. */
function reportShortly(details: fc.RunDetails<[FuzzCase]>): void {
  if (!details.failed) return;
  const replay = `API_FUZZ_SEED=${SEED} (this operation: seed ${details.seed}, path "${details.counterexamplePath}")`;
  const request = shorten(fc.stringify(details.counterexample?.[0]?.request)).slice(0, 3_000);
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${replay}\nrequest: ${request}\n${shorten(cause).slice(0, 3_000)}`);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('reads the operations of the document this app serves', () => {
    expect(operationsOf(app).map((operation) => operation.key)).toEqual(
      operations.map((operation) => operation.key),
    );
  });

  it.each(operations.map((operation, index) => [operation.key, operation, index] as const))(
    '%s',
    async (_key, operation, index) => {
      // A success may have changed the world (a deleted account, a revoked token): start again.
      if (changedTables(builtWorld, current).length > 0) await freshWorld();
      const property = fc.asyncProperty(
        fuzzCaseArbitrary(operation, world, allowedRoles(operation.key)),
        (fuzzCase) => checkCase(operation, fuzzCase),
      );
      await fc.assert(property, { numRuns: RUNS, seed: SEED + index, reporter: reportShortly });
    },
    // Shrinking a failure replays many requests, some of them hashing a password.
    30_000 + RUNS * 3_000,
  );
});
