import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app.js';
import { loadConfig } from '../../../apps/server/src/config.js';
import { hashPassword } from '../../../apps/server/src/lib/crypto.js';
import { insertUser } from '../../../apps/server/src/modules/accounts/users.repository.js';
import { announceReady, closeOnStop } from '../../shared/server-lifecycle.js';

/**
 * The real AwareQuest server (the same buildApp as production) with one account to log in
 * with. PGlite in a throw-away directory by default; the PostgreSQL of DATABASE_URL when set.
 */

const BENCH_PASSWORD = 'Secret123';
// Given, so the server does not generate one and store it in DATA_DIR; 40 characters (>= 32 asked).
const JWT_SECRET = 'bench-only-jwt-secret-0123456789abcdefgh';

const dataDir = await mkdtemp(path.join(tmpdir(), 'aq-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent', // logging every request would be part of what we measure
  SEED: 'false', // the seed hashes two passwords and prints them: noise
  RATE_LIMITS: 'false', // the login bench sends thousands of logins from one IP
  DATA_DIR: dataDir,
  JWT_SECRET,
  DATABASE_URL: databaseUrl ?? '', // empty means "not set": PGlite under DATA_DIR
});

const app = await buildApp(config);
// A unique address, because a shared PostgreSQL database may still hold the user of a previous run.
const email = `bench-${randomUUID()}@bench.invalid`;
const user = await insertUser(app.ctx.db, {
  name: 'Bench Player',
  email,
  passwordHash: await hashPassword(BENCH_PASSWORD),
  emailVerifiedAt: new Date(),
});

closeOnStop(async () => {
  // PGlite's data goes with the temp dir; on a real PostgreSQL remove what the run added
  // (its sessions go with the user: ON DELETE CASCADE). The id is a database-made UUID.
  if (app.ctx.database.kind === 'postgres' && /^[0-9a-f-]{36}$/i.test(user.id)) {
    await app.ctx.db.execute(`DELETE FROM users WHERE id = '${user.id}'`);
  }
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('awarequest server: no TCP address');
announceReady(address.port, {
  database:
    app.ctx.database.kind === 'postgres' ? `postgres (${describeUrl(databaseUrl)})` : `pglite (${dataDir})`,
  email,
  password: BENCH_PASSWORD,
});

/** host:port/db of a database URL, without the credentials. */
function describeUrl(url: string | undefined): string {
  if (!url) return '?';
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
