import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerView } from '@awarequest/contracts';
import { openQuestionsOnTime } from './open-on-time';
import { applyPlayerState, playerGameOf, type PlayerGame } from './player-view';
import { question as fixture, view } from './player-view.fixtures';
import { createStore } from './store';

// Get ready until 53 s on the server's clock, which is 40 s ahead of this machine's.
const question = { ...fixture, opens_at: 53_000, closes_at: 73_000 };
const readyView: PlayerView = {
  ...view,
  phase: 'get_ready',
  phase_ends_at: 53_000,
  server_now: 50_000,
  question,
};

describe('opening the question on time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const storeOf = (game: PlayerGame | null) => createStore({ game, offset: 40_000 });

  it('opens it when get ready ends on the server’s clock, not before', () => {
    const store = storeOf(playerGameOf(readyView));
    openQuestionsOnTime(store);
    vi.advanceTimersByTime(2999);
    expect(store.get().game?.view.phase).toBe('get_ready');
    vi.advanceTimersByTime(1);
    expect(store.get().game?.view).toMatchObject({ phase: 'question', phase_ends_at: 73_000 });
  });

  it('follows a get ready that arrives later, and stops when told', () => {
    const store = storeOf(
      playerGameOf({ ...readyView, phase: 'lobby', question: null, phase_ends_at: null }),
    );
    const stop = openQuestionsOnTime(store);
    vi.advanceTimersByTime(5000);
    expect(store.get().game?.view.phase).toBe('lobby');
    // At 15 s here (55 s on the server), get ready for question 1 until 58 s.
    const next = {
      ...readyView,
      question_index: 1,
      phase_ends_at: 58_000,
      question: { ...question, index: 1 },
    };
    store.set((state) => ({ ...state, game: applyPlayerState(state.game as PlayerGame, next) }));
    vi.advanceTimersByTime(3000);
    expect(store.get().game?.view).toMatchObject({ phase: 'question', question_index: 1 });

    store.set((state) => ({
      ...state,
      game: applyPlayerState(state.game as PlayerGame, { ...next, phase_ends_at: 70_000 }),
    }));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(store.get().game?.view.phase).toBe('get_ready');
  });

  it('leaves a screen without a game alone', () => {
    const store = storeOf(null);
    openQuestionsOnTime(store);
    vi.advanceTimersByTime(60_000);
    expect(store.get().game).toBeNull();
  });
});
