import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writePgliteDirFromTemplate } from '../../test/pglite-template.js';
import { categoryInput, gameInput, questionInput } from './pack.fixtures.js';

const SCRIPT = fileURLToPath(new URL('./import-content.ts', import.meta.url));
const run = promisify(execFile);

/** Runs the import script as `npm run content:import` does, on its own PGlite data dir. */
async function importContent(file: string, { needsDatabase = true } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aq-import-'));
  // A migrated database to start from: a fresh PGlite's initdb alone takes many seconds.
  if (needsDatabase) await writePgliteDirFromTemplate(path.join(dataDir, 'pgdata'));
  // DATABASE_URL empty: PGlite in dataDir, never the database of the PostgreSQL test leg.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, file], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

function packFile(pack: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aq-pack-')), 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
}

describe('npm run content:import', () => {
  it('rejects an invalid pack with its paths, before it opens the database', async () => {
    const file = packFile({
      version: 1,
      categories: [categoryInput('phishing', { icon: '' })],
      games: [
        gameInput('spot', ['phishing'], [], {
          questions: [questionInput('q1', { kind: 'essay' as 'single' })],
        }),
      ],
    });
    const { code, stdout, stderr } = await importContent(file, { needsDatabase: false });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${file} has errors, nothing was saved:`);
    expect(stderr).toMatch(/pack\.json › categories\.0\.icon: \S/);
    expect(stderr).toMatch(/pack\.json › games\.0\.questions\.0\.kind: \S/);
  });

  it('loads a valid pack and prints what it did', async () => {
    const file = packFile({
      version: 1,
      categories: [categoryInput('phishing')],
      games: [gameInput('spot', ['phishing'], ['q1', 'q2', 'q3'])],
    });
    const { code, stdout } = await importContent(file);
    expect(code).toBe(0);
    expect(stdout).toContain('categories: 1 created, 0 updated');
    expect(stdout).toContain('games:      1 created, 0 updated');
    expect(stdout).toContain('questions:  3 created, 0 updated, 0 removed');
  }, 60_000);
});
