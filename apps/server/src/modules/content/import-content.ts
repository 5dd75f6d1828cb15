/**
 * `npm run content:import -- <file-or-dir>`: validates a content pack (one JSON file, or every
 * JSON file under a directory) and loads it into the configured database, printing what it did.
 * With PGlite, stop the server first: one process at a time may open its data dir.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportReport } from '@awarequest/contracts';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { createDatabase } from '../../db/client.js';
import { readContentDir, readContentFile } from './content-files.js';
import { loadPack } from './content-loader.js';
import { describeContentErrors, describeLoadError } from './content-startup.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readTarget(target: string) {
  const info = await stat(target).catch(() => fail(`${target}: no such file or directory`));
  return info.isDirectory()
    ? readContentDir(target)
    : readContentFile(target, 'en', `${path.basename(target)} › `);
}

function printReport(target: string, report: ImportReport) {
  const { categories, games, questions } = report;
  console.log(
    `Imported ${target}\n` +
      `  categories: ${categories.created} created, ${categories.updated} updated\n` +
      `  games:      ${games.created} created, ${games.updated} updated\n` +
      `  questions:  ${questions.created} created, ${questions.updated} updated, ${questions.removed} removed`,
  );
}

async function main() {
  const target = process.argv[2];
  if (!target) fail('Usage: npm run content:import -- <file-or-dir>');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const parsed = await readTarget(target);
  if (!parsed.ok) fail(`${target} has errors, nothing was saved:\n${describeContentErrors(parsed.errors)}`);

  const database = createDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    await database.migrate();
    printReport(target, await loadPack(database.db, parsed.pack));
  } catch (error) {
    const reason = describeLoadError(error);
    if (!reason) throw error;
    process.exitCode = 1;
    console.error(`${target}: ${reason}. Nothing was saved.`);
  } finally {
    await database.close();
  }
}

await main();
