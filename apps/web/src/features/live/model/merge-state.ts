import type { LiveQuestion, PhaseState, QuestionClosed, SessionStateView } from '@awarequest/contracts';

/** What a new `session:state` keeps of the question on screen. */
interface QuestionParts {
  question_index: number;
  question: LiveQuestion | null;
  closed: QuestionClosed | null;
}

/**
 * The common part of the host's and a player's view after a phase change. A state may leave out
 * the question while its results show; the one already on screen stays then, but only for the
 * same question.
 */
export function mergeSessionState<V extends SessionStateView>(view: V, state: PhaseState): V {
  const isSameQuestion = state.question_index === view.question_index;
  const isQuestionShown = state.phase === 'question' || state.phase === 'reveal';
  return {
    ...view,
    ...state,
    question: state.question ?? (isQuestionShown && isSameQuestion ? view.question : null),
    closed: state.closed ?? (state.phase === 'reveal' && isSameQuestion ? view.closed : null),
  };
}

/** Whether a question's results belong to the question on screen. */
export const isCurrent = (view: QuestionParts, index: number): boolean => view.question_index === index;
