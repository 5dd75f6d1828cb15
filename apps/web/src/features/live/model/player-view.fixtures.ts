import type { PlayerView, SessionStateView } from '@awarequest/contracts';

/** A player's screen for the live model's tests: question 0 of 2 open from 1 s to 21 s. */

export const question = {
  index: 0,
  count: 2,
  kind: 'single' as const,
  text: { en: 'Q', ar: 'س' },
  choices: [
    { key: 'a', text: { en: 'A', ar: 'أ' } },
    { key: 'b', text: { en: 'B', ar: 'ب' } },
  ],
  image: null,
  opens_at: 1000,
  closes_at: 21_000,
};

export const state = (overrides: Partial<SessionStateView> = {}): SessionStateView => ({
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'question',
  locked: false,
  players_count: 3,
  question_index: 0,
  questions_count: 2,
  phase_ends_at: 21_000,
  server_now: 1000,
  question,
  closed: null,
  ...overrides,
});

export const view: PlayerView = {
  ...state(),
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
