import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentPack } from '@awarequest/contracts';
import { categories, games, questions } from '../../db/schema.js';
import { useTestDatabase } from '../../test/test-database.js';
import { readContentDir } from './content-files.js';
import { loadPack } from './content-loader.js';
import { describeContentErrors } from './content-startup.js';

/** The repository's own pack, the one `npm start` loads. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../../content', import.meta.url));
const CATEGORIES = 13;
const MIN_GAMES = 2;
const MIN_QUESTIONS = 20;
const MIN_TOTAL = 260;

const database = useTestDatabase();

async function readPack(): Promise<ContentPack> {
  const parsed = await readContentDir(CONTENT_DIR);
  if (!parsed.ok) expect.fail(`content/ is invalid:\n${describeContentErrors(parsed.errors)}`);
  return parsed.pack;
}

describe('the content pack in content/', () => {
  it('is valid and covers every topic with enough interactive games and questions', async () => {
    const pack = await readPack();
    const shortfalls: string[] = [];
    let total = 0;
    for (const category of pack.categories) {
      const interactive = pack.games.filter(
        (game) => game.categories[0] === category.key && game.type === 'interactive' && game.published,
      );
      const asked = interactive.reduce((sum, game) => sum + game.questions.length, 0);
      total += asked;
      if (interactive.length < MIN_GAMES || asked < MIN_QUESTIONS)
        shortfalls.push(`${category.key}: ${interactive.length} interactive games, ${asked} questions`);
    }
    expect(shortfalls).toEqual([]);
    expect(pack.categories).toHaveLength(CATEGORIES);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('loads into the database, and a second load changes nothing', async () => {
    const pack = await readPack();
    const report = await loadPack(database().db, pack);
    expect(report.categories.created).toBe(pack.categories.length);
    expect(report.games.created).toBe(pack.games.length);
    const rows = async () => ({
      categories: (await database().db.select({ n: count() }).from(categories))[0]?.n,
      games: (await database().db.select({ n: count() }).from(games))[0]?.n,
      questions: (await database().db.select({ n: count() }).from(questions))[0]?.n,
    });
    const before = await rows();
    expect(before.questions).toBe(report.questions.created);
    expect(await loadPack(database().db, pack)).toEqual({
      categories: { created: 0, updated: 0 },
      games: { created: 0, updated: 0 },
      questions: { created: 0, updated: 0, removed: 0 },
    });
    expect(await rows()).toEqual(before);
  });
});
