import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';

/**
 * Starting PGlite means running initdb in WebAssembly: seconds per test file. Instead, the
 * first file to need a database migrates one and leaves an archive of its data dir in the
 * system's temp dir; every later file starts from that archive in well under a second.
 * The archive is named by the migrations and the PGlite version, so a change makes a new one.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function archivePath(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of filesUnder(MIGRATIONS_DIR))
    hash.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
  return path.join(tmpdir(), `aq-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function templateArchive(): Promise<Blob> {
  const file = archivePath();
  if (existsSync(file) && statSync(file).size > 0) return new Blob([readFileSync(file)]);
  const client = new PGlite('memory://');
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  const archive = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed, so a file running alongside never reads half an archive.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, file);
  return archive;
}

/** Fills `dir` with a migrated PGlite database, for a process of its own to open (a script, say). */
export async function writePgliteDirFromTemplate(dir: string): Promise<void> {
  const client = new PGlite(dir, { loadDataDir: await templateArchive() });
  await client.close();
}

/** A migrated PGlite database in memory, like `createDatabase({ pgliteDir: 'memory://' })`. */
export async function createPgliteFromTemplate(): Promise<Database> {
  const client = new PGlite('memory://', { loadDataDir: await templateArchive() });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
