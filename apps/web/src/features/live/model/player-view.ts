import type {
  AnswerInput,
  Performance,
  PlayerResult,
  PlayerView,
  QuestionClosed,
  RankEntry,
  PhaseState,
} from '@awarequest/contracts';
import { isCurrent, mergeSessionState } from './merge-state';

/** A player's screen: the server's view, updated by the facts that arrive after it. */
export interface PlayerGame {
  view: PlayerView;
  /** The final ranking, once the session has ended. */
  ranking: RankEntry[] | null;
}

export const playerGameOf = (view: PlayerView): PlayerGame => ({ view, ranking: null });

/**
 * A phase change: the answer and result of an earlier question do not carry over. Back in the
 * lobby (the host reset the session) the score and streak start again from 0, as on the server.
 */
export function applyPlayerState(game: PlayerGame, state: PhaseState): PlayerGame {
  const merged = mergeSessionState(game.view, state);
  const isSameQuestion = state.question_index === game.view.question_index;
  const isAnswerShown = state.phase === 'question' || state.phase === 'reveal';
  const { player } = game.view;
  return {
    view: {
      ...merged,
      player: state.phase === 'lobby' ? { ...player, score: 0, streak: 0 } : player,
      my_answer: isAnswerShown && isSameQuestion ? game.view.my_answer : null,
      result: state.phase === 'reveal' && isSameQuestion ? game.view.result : null,
      performance: state.phase === 'ended' ? game.view.performance : null,
    },
    ranking: state.phase === 'ended' ? game.ranking : null,
  };
}

/**
 * The question opens on this screen: the server sent it with "get ready" and sends nothing when
 * it opens, so every player's screen opens it at the same moment on its own clock.
 */
export function applyQuestionOpened(game: PlayerGame, index: number): PlayerGame {
  const { view } = game;
  if (view.phase !== 'get_ready' || !view.question || !isCurrent(view, index)) return game;
  return { ...game, view: { ...view, phase: 'question', phase_ends_at: view.question.closes_at } };
}

export const applyPlayersCount = (game: PlayerGame, playersCount: number): PlayerGame => ({
  ...game,
  view: { ...game.view, players_count: playersCount },
});

/** The player's answer is in: the keys picked (none for a typed answer or an estimate), the text, the value. */
export function applyAnswered(game: PlayerGame, index: number, input: AnswerInput): PlayerGame {
  if (!isCurrent(game.view, index)) return game;
  const view = {
    ...game.view,
    my_answer: input.choice_keys ?? [],
    my_text: input.text ?? null,
    my_value: input.value ?? null,
  };
  return { ...game, view };
}

export function applyClosed(game: PlayerGame, closed: QuestionClosed): PlayerGame {
  if (!isCurrent(game.view, closed.index)) return game;
  return { ...game, view: { ...game.view, phase: 'reveal', closed } };
}

/** The private result of a question: the score and streak on the player's card follow it. */
export function applyResult(game: PlayerGame, result: PlayerResult): PlayerGame {
  if (!isCurrent(game.view, result.index)) return game;
  const player = { ...game.view.player, score: result.score, streak: result.streak };
  const team = result.team ?? game.view.team ?? null;
  return { ...game, view: { ...game.view, result, player, team } };
}

export const applyPerformance = (game: PlayerGame, performance: Performance): PlayerGame => ({
  ...game,
  view: {
    ...game.view,
    phase: 'ended',
    performance,
    player: { ...game.view.player, score: performance.score },
  },
});

export const applyEnded = (game: PlayerGame, ranking: RankEntry[]): PlayerGame => ({
  view: { ...game.view, phase: 'ended' },
  ranking,
});
