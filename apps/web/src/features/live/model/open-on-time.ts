import { msUntil } from './live-clock';
import { applyQuestionOpened, type PlayerGame } from './player-view';
import type { Store } from './store';

interface GameState {
  game: PlayerGame | null;
  /** Server clock minus this clock (ms). */
  offset: number;
}

/**
 * Opens each question on this screen when "get ready" ends, on the server's clock: the question
 * comes with "get ready" and no message follows when it opens. Returns a function that stops.
 */
export function openQuestionsOnTime<S extends GameState>(store: Store<S>): () => void {
  let armed: { key: string; cancel: () => void } | null = null;
  const check = () => {
    const { game, offset } = store.get();
    const view = game?.view;
    const endsAt = view?.phase === 'get_ready' && view.question ? view.phase_ends_at : null;
    const key = view && endsAt !== null ? `${view.question_index}@${endsAt}` : null;
    if (armed?.key === key) return;
    armed?.cancel();
    armed = null;
    if (!view || endsAt === null || key === null) return;
    const index = view.question_index;
    const timer = setTimeout(
      () => {
        store.set((state) =>
          state.game ? { ...state, game: applyQuestionOpened(state.game, index) } : state,
        );
      },
      msUntil(endsAt, offset, Date.now()),
    );
    armed = {
      key,
      cancel: () => {
        clearTimeout(timer);
      },
    };
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    unsubscribe();
    armed?.cancel();
    armed = null;
  };
}
