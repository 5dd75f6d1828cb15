/**
 * `npm run content:check [-- dir]`: validates the content pack, prints per category its
 * interactive games and questions (and how many of each kind), then the answer-cue figures, the zero-knowledge players and
 * the Arabic house-style findings (docs/content-style.md). Exits 1 when the pack is invalid or
 * breaks a limit of `quality/content-verdict.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { ContentPack } from '@awarequest/contracts';
import { readContentDir } from './content-files.js';
import { judgeContent, type ContentVerdict } from './quality/content-verdict.js';

const dir = process.argv[2] ?? fileURLToPath(new URL('../../../../../content', import.meta.url));
const parsed = await readContentDir(dir);
if (!parsed.ok) {
  for (const [where, messages] of Object.entries(parsed.errors))
    console.error(`${where}: ${messages.join('; ')}`);
  process.exit(1);
}

function printInventory({ categories, games }: ContentPack) {
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
  console.log(`${categories.length} categories, ${games.length} games, ${total} questions`);
  const kinds = new Map<string, number>();
  for (const question of games.flatMap((game) => game.questions))
    kinds.set(question.kind, (kinds.get(question.kind) ?? 0) + 1);
  console.log(`  by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

function printFigures({ cues, zeroKnowledge }: ContentVerdict) {
  const { single, trueFalse, multiple } = cues;
  console.log('\nAnswer cues');
  console.log(
    `  single choice (${single.count}): right choice longest ${percent(single.correctIsLongest.en)} en, ${percent(single.correctIsLongest.ar)} ar, shortest ${percent(single.correctIsShortest.en)} en, ${percent(single.correctIsShortest.ar)} ar; length right/wrong ${single.lengthRatio.en.toFixed(2)} en, ${single.lengthRatio.ar.toFixed(2)} ar`,
  );
  console.log(
    `  true/false (${trueFalse.count}): ${percent(trueFalse.trueShare)} True; ${trueFalse.giveaways.length} with giveaway words`,
  );
  const counts = Object.entries(multiple.correctCounts)
    .map(([right, questions]) => `${right} right: ${questions}`)
    .join(', ');
  console.log(
    `  multi-select (${multiple.count}): ${percent(multiple.correctShare)} of options right (${counts})`,
  );
  const topCues = cues.wordCues
    .slice(0, 5)
    .map((cue) => `${cue.word} (${cue.language}) ${cue.lift.toFixed(1)}× (${cue.inCorrect}/${cue.inWrong})`);
  const { typeAnswer, slider, ordering } = cues;
  console.log(
    `  type answer (${typeAnswer.count}): ${typeAnswer.givenAway.length} given away by the question, ${typeAnswer.oneLanguage.length} with accepted answers in one language only, ${typeAnswer.redundant.length} answers that fold to another`,
  );
  console.log(
    `  slider (${slider.count}): ${slider.guessable.length} where a middle or end guess earns points, ${slider.unreachable.length} where no step earns full credit`,
  );
  console.log(
    `  ordering (${ordering.count}): listed order puts ${percent(ordering.listedInPlace)} of items in place; ${ordering.listedNearlyRight.length} above the limit`,
  );
  console.log(`  poll (${cues.pollCount}): counted in no score`);
  console.log(`  strongest word cues (right/wrong choices): ${topCues.join('; ')}`);
  console.log('Zero-knowledge players');
  for (const result of zeroKnowledge)
    console.log(
      `  ${result.strategy}: passes ${result.passed.length} games, mean score ${result.meanScore.toFixed(0)}`,
    );
}

printInventory(parsed.pack);
const verdict = judgeContent(parsed.pack);
printFigures(verdict);
if (verdict.failures.length) {
  console.error(`\n${verdict.failures.length} problems:`);
  for (const failure of verdict.failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log('\nThe pack passes the content check.');
