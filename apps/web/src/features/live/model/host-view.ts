import type {
  HostView,
  LivePlayer,
  QuestionClosed,
  RankEntry,
  PhaseState,
  TeamRankEntry,
} from '@awarequest/contracts';
import { isCurrent, mergeSessionState } from './merge-state';

/** The host's screen: the server's view, updated by the facts that arrive after it. */

export function applyHostState(view: HostView, state: PhaseState): HostView {
  const merged = mergeSessionState(view, state);
  const isSameQuestion = state.question_index === view.question_index;
  return {
    ...merged,
    answered: isSameQuestion && state.phase !== 'get_ready' ? view.answered : 0,
    correct_choice_keys: isSameQuestion ? view.correct_choice_keys : null,
    ranking: state.phase === 'ended' ? view.ranking : null,
  };
}

/** A player joined, changed connection or left; the list keeps its order of arrival. */
export function applyPlayer(view: HostView, player: LivePlayer, isRemoved: boolean): HostView {
  const others = view.players.filter((entry) => entry.id !== player.id);
  const isKnown = others.length !== view.players.length;
  const players = isRemoved
    ? others
    : isKnown
      ? view.players.map((entry) => (entry.id === player.id ? player : entry))
      : [...view.players, player];
  return { ...view, players, players_count: players.length };
}

export function applyAnswers(view: HostView, index: number, answered: number): HostView {
  if (!isCurrent(view, index)) return view;
  return { ...view, answered };
}

export function applyHostClosed(view: HostView, closed: QuestionClosed): HostView {
  if (!isCurrent(view, closed.index)) return view;
  return {
    ...view,
    phase: 'reveal',
    closed,
    answered: closed.answered,
    teams: closed.teams ?? view.teams ?? null,
  };
}

export const applyHostEnded = (
  view: HostView,
  ranking: RankEntry[],
  teams: TeamRankEntry[] | null = null,
): HostView => ({
  ...view,
  phase: 'ended',
  ranking,
  teams: teams ?? view.teams ?? null,
});
