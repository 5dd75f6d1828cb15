import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentDir } from '../content-files.js';
import { judgeContent } from './content-verdict.js';
import { scoredGames, servedQuestions } from './served-questions.js';

/** The repository's own pack: what `npm run content:check` checks, here so that CI runs it. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../../../content', import.meta.url));
const MIN_SERVED = 10;

describe('the content pack in content/', () => {
  it('gives a player who knows nothing no cue to follow and keeps the Arabic house style', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const verdict = judgeContent(parsed.pack);
    expect(verdict.failures).toEqual([]);
    expect(verdict.cues.single.count).toBeGreaterThan(150);
  });

  it('serves at least ten questions in every game to the people it is for', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const short = scoredGames(parsed.pack)
      .map((game) => ({ game: game.key, served: servedQuestions(game).length }))
      .filter(({ served }) => served < MIN_SERVED);
    expect(short).toEqual([]);
  });
});
