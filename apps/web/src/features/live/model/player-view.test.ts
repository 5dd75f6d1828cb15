import { describe, expect, it } from 'vitest';
import type { QuestionClosed } from '@awarequest/contracts';
import {
  applyAnswered,
  applyClosed,
  applyPlayerState,
  applyQuestionOpened,
  applyResult,
  playerGameOf,
} from './player-view';
import { question, state, view } from './player-view.fixtures';

const closed: QuestionClosed = {
  index: 0,
  correct_choice_keys: ['b'],
  explanation: { en: 'Why', ar: 'لماذا' },
  distribution: { a: 1, b: 2 },
  answered: 3,
  players: 3,
  leaderboard: [],
};

const result = {
  index: 0,
  answered: true,
  is_correct: true,
  points: 900,
  score: 900,
  streak: 1,
  rank: 1,
  players: 3,
};

describe("a player's view as facts arrive", () => {
  it('keeps the answer and result of the question on screen, and drops them for the next', () => {
    let game = applyAnswered(playerGameOf(view), 0, { choice_keys: ['b'] });
    game = applyClosed(game, closed);
    game = applyResult(game, result);
    expect(game.view.phase).toBe('reveal');
    expect(game.view.my_answer).toEqual(['b']);
    expect(game.view.player.score).toBe(900);
    expect(game.view.player.streak).toBe(1);

    // The reveal's state leaves out nothing the screen needs, even without the question.
    const reveal = applyPlayerState(game, state({ phase: 'reveal', question: null, closed: null }));
    expect(reveal.view.question).toEqual(question);
    expect(reveal.view.closed).toEqual(closed);
    expect(reveal.view.result).toEqual(result);

    const next = applyPlayerState(reveal, state({ phase: 'get_ready', question_index: 1, question: null }));
    expect(next.view.my_answer).toBeNull();
    expect(next.view.result).toBeNull();
    expect(next.view.closed).toBeNull();
    expect(next.view.question).toBeNull();
    expect(next.view.player.score).toBe(900);
  });

  it('ignores facts about another question', () => {
    const game = playerGameOf(view);
    expect(applyClosed(game, { ...closed, index: 1 })).toBe(game);
    expect(applyResult(game, { ...result, index: 1 })).toBe(game);
    expect(applyAnswered(game, 1, { choice_keys: ['a'] })).toBe(game);
  });

  // Regression: after the host reset the session, the lobby still showed the last game's score.
  it('starts the score and streak again from 0 when the session goes back to the lobby', () => {
    const played = applyResult(applyClosed(playerGameOf(view), closed), result);
    expect(played.view.player.score).toBe(900);
    const reset = applyPlayerState(played, state({ phase: 'lobby', question: null, phase_ends_at: null }));
    expect(reset.view.player).toMatchObject({ score: 0, streak: 0, nickname: 'Amal' });
    expect(reset.view.result).toBeNull();
  });
});

describe('a question that comes with "get ready"', () => {
  const ready = playerGameOf({ ...view, phase: 'get_ready', phase_ends_at: 1000 });

  it('opens on the screen with the answer window as its phase end', () => {
    const opened = applyQuestionOpened(ready, 0);
    expect(opened.view).toMatchObject({ phase: 'question', phase_ends_at: 21_000, question });
  });

  it('does not open another question, one already open, or one the player does not have', () => {
    expect(applyQuestionOpened(ready, 1)).toBe(ready);
    const open = playerGameOf(view);
    expect(applyQuestionOpened(open, 0)).toBe(open);
    const lateJoiner = playerGameOf({ ...view, phase: 'get_ready', question: null });
    expect(applyQuestionOpened(lateJoiner, 0)).toBe(lateJoiner);
  });
});
