import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentPackInput } from '@awarequest/contracts';
import { buildApp } from '../../app.js';
import { categories, games, questions, settings } from '../../db/schema.js';
import { startTestApp, testConfig } from '../../test/test-app.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import { CONTENT_HASH_KEY } from './content-startup.js';
import { categoryInput, gameInput, questionInput } from './pack.fixtures.js';

const database = useTestDatabase();
beforeEach(() => truncateAll(database()));

/** A content dir of two files (a category, and its game in a sub folder), as `content/` is laid out. */
function contentDir(game: Partial<ContentPackInput> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aq-content-'));
  writePack(dir, '01-phishing.json', { version: 1, categories: [categoryInput('phishing')] });
  mkdirSync(path.join(dir, 'games'));
  writePack(dir, 'games/spot.json', {
    version: 1,
    games: [gameInput('spot-the-phish', ['phishing'], ['q1', 'q2'])],
    ...game,
  });
  return dir;
}

function writePack(dir: string, file: string, pack: unknown) {
  writeFileSync(path.join(dir, file), JSON.stringify(pack, null, 2));
}

async function startWith(dir: string) {
  const app = await startTestApp(database(), { CONTENT_DIR: dir });
  await app.close();
}

const storedCategory = async () => {
  const [row] = await database().db.select().from(categories).where(eq(categories.key, 'phishing'));
  return row;
};

describe('the content pack at start', () => {
  it('loads the pack and remembers its hash', async () => {
    await startWith(contentDir());
    expect(await storedCategory()).toMatchObject({ name: { en: 'Category phishing', ar: 'فئة phishing' } });
    expect(await database().db.select().from(games)).toHaveLength(1);
    expect(await database().db.select().from(questions)).toHaveLength(2);
    const [hash] = await database().db.select().from(settings).where(eq(settings.key, CONTENT_HASH_KEY));
    expect(hash?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps an admin’s edit across restarts until the pack itself changes', async () => {
    const dir = contentDir();
    await startWith(dir);
    const name = { en: 'Edited by the admin', ar: 'عدّلها المسؤول' };
    await database().db.update(categories).set({ name }).where(eq(categories.key, 'phishing'));

    await startWith(dir);
    expect((await storedCategory())?.name).toEqual(name);

    writePack(dir, 'games/spot.json', {
      version: 1,
      games: [gameInput('spot-the-phish', ['phishing'], ['q1', 'q2', 'q3'])],
    });
    await startWith(dir);
    expect((await storedCategory())?.name).toEqual({ en: 'Category phishing', ar: 'فئة phishing' });
    expect(await database().db.select().from(questions)).toHaveLength(3);
  });

  it('fails the start with every file, path and reason of an invalid pack', async () => {
    const dir = contentDir({
      games: [
        gameInput('spot-the-phish', ['phishing'], [], {
          questions: [
            questionInput('q1', { correct: ['z'] }),
            questionInput('q2', { explanation: { en: 'Why', ar: '' } }),
          ],
        }),
      ],
    });
    writeFileSync(path.join(dir, '02-broken.json'), '{ "version": 1, ');
    const start = buildApp(testConfig({ CONTENT_DIR: dir }), { database: database() });
    await expect(start).rejects.toThrow(`The content pack in ${dir} is invalid`);
    const message = await start.catch((error: unknown) => (error as Error).message);
    expect(message).toContain('02-broken.json › file: ');
    expect(message).toMatch(/games\/spot\.json › games\.0\.questions\.0\.correct: \S/);
    expect(message).toMatch(/games\/spot\.json › games\.0\.questions\.1\.explanation\.ar: \S/);
    expect(await database().db.select().from(categories)).toEqual([]);
  });

  it('fails the start naming a category that exists nowhere, and saves nothing', async () => {
    const dir = contentDir({ games: [gameInput('spot-the-phish', ['phishing', 'insider-risk'])] });
    await expect(buildApp(testConfig({ CONTENT_DIR: dir }), { database: database() })).rejects.toThrow(
      `The content pack in ${dir} cannot be loaded: Category insider-risk does not exist`,
    );
    expect(await database().db.select().from(categories)).toEqual([]);
    expect(await database().db.select().from(settings)).toEqual([]);
  });

  it('fails the start when the directory cannot be read', async () => {
    const dir = path.join(tmpdir(), 'aq-no-such-content-dir');
    await expect(buildApp(testConfig({ CONTENT_DIR: dir }), { database: database() })).rejects.toThrow(
      `CONTENT_DIR ${dir} cannot be read`,
    );
  });
});
