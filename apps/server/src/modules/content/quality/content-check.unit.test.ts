import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentDir } from '../content-files.js';
import { judgeContent } from './content-verdict.js';
import { scoredGames, servedScoredQuestions } from './served-questions.js';

/** The repository's own pack: what `npm run content:check` checks, here so that CI runs it. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../../../content', import.meta.url));
const MIN_SERVED = 10;
/** Issue 26: the kinds beyond single, multiple and true/false, each in quantity, in every topic. */
const NEW_KINDS = ['type_answer', 'poll', 'slider', 'ordering'] as const;
const MIN_NEW_KIND_QUESTIONS = 40;
const MIN_PER_NEW_KIND = 8;
const MIN_NEW_KIND_PER_TOPIC = 3;

describe('the content pack in content/', () => {
  it('gives a player who knows nothing no cue to follow and keeps the Arabic house style', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const verdict = judgeContent(parsed.pack);
    expect(verdict.failures).toEqual([]);
    expect(verdict.cues.single.count).toBeGreaterThan(150);
  });

  it('serves at least ten scored questions (polls aside) in every game to the people it is for', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const short = scoredGames(parsed.pack)
      .map((game) => ({ game: game.key, served: servedScoredQuestions(game).length }))
      .filter(({ served }) => served < MIN_SERVED);
    expect(short).toEqual([]);
  });

  it('asks questions of every new kind, in quantity and in every topic', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const { categories } = parsed.pack;
    const newKind = scoredGames(parsed.pack).flatMap((game) =>
      game.questions
        .filter((question) => (NEW_KINDS as readonly string[]).includes(question.kind))
        .map((question) => ({ topic: game.categories[0], kind: question.kind })),
    );
    expect(newKind.length).toBeGreaterThanOrEqual(MIN_NEW_KIND_QUESTIONS);
    for (const kind of NEW_KINDS)
      expect(newKind.filter((question) => question.kind === kind).length, kind).toBeGreaterThanOrEqual(
        MIN_PER_NEW_KIND,
      );
    const thinTopics = categories
      .map((category) => ({
        topic: category.key,
        questions: newKind.filter((question) => question.topic === category.key).length,
      }))
      .filter(({ questions }) => questions < MIN_NEW_KIND_PER_TOPIC);
    expect(thinTopics).toEqual([]);
  });

  it('gives every topic a game a host can run every new kind in', async () => {
    const parsed = await readContentDir(CONTENT_DIR);
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.errors));
    const games = scoredGames(parsed.pack);
    const showsEveryKind = (questions: { kind: string }[]) =>
      NEW_KINDS.every((kind) => questions.some((question) => question.kind === kind));
    const without = parsed.pack.categories
      .filter(
        (category) =>
          !games.some((game) => game.categories[0] === category.key && showsEveryKind(game.questions)),
      )
      .map((category) => category.key);
    expect(without).toEqual([]);
  });
});
