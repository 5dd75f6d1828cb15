/**
 * `npx tsx apps/server/src/modules/content/check-content.ts [dir]`: validates the content pack
 * and prints, per category, its interactive games and questions.
 */
import { fileURLToPath } from 'node:url';
import { readContentDir } from './content-files.js';

const dir = process.argv[2] ?? fileURLToPath(new URL('../../../../../content', import.meta.url));
const parsed = await readContentDir(dir);
if (!parsed.ok) {
  for (const [where, messages] of Object.entries(parsed.errors))
    console.error(`${where}: ${messages.join('; ')}`);
  process.exit(1);
}
const { categories, games } = parsed.pack;
let total = 0;
for (const category of categories) {
  const own = games.filter((game) => game.categories[0] === category.key);
  const interactive = own.filter((game) => game.type === 'interactive');
  const questions = interactive.reduce((sum, game) => sum + game.questions.length, 0);
  total += questions;
  console.log(
    `${category.key}: ${interactive.length} interactive games, ${questions} questions, ${own.length - interactive.length} embedded`,
  );
}
const known = new Set(categories.map((category) => category.key));
for (const game of games) {
  for (const key of game.categories)
    if (!known.has(key)) console.error(`game ${game.key}: unknown category ${key}`);
}
console.log(`${categories.length} categories, ${games.length} games, ${total} questions`);
