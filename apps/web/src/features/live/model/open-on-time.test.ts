import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerView } from '@awarequest/contracts';
import { openQuestionsOnTime } from './open-on-time';
import { applyPlayerState, playerGameOf, type PlayerGame } from './player-view';
import { createStore } from './store';

const question = {
  index: 0,
  count: 2,
  kind: 'true_false' as const,
  text: { en: 'Q', ar: 'س' },
  choices: [
    { key: 'true', text: null },
    { key: 'false', text: null },
  ],
  image: null,
  opens_at: 53_000,
  closes_at: 73_000,
};

// Get ready until 53 s on the server's clock, which is 40 s ahead of this machine's.
const readyView: PlayerView = {
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'get_ready',
  locked: false,
  players_count: 2,
  question_index: 0,
  questions_count: 2,
  phase_ends_at: 53_000,
  server_now: 50_000,
  question,
  closed: null,
  player: {
    id: 'p1',
    nickname: 'Amal',
    avatar: 'cat',
    connected: true,
    score: 0,
    streak: 0,
    extended_time: false,
  },
  my_answer: null,
  result: null,
  performance: null,
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
