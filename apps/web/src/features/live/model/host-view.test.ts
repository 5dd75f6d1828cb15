import { describe, expect, it } from 'vitest';
import { sessionSettingsSchema, type HostView, type LivePlayer } from '@awarequest/contracts';
import { applyAnswers, applyHostState, applyPlayer } from './host-view';

const player = (id: string, connected = true): LivePlayer => ({
  id,
  nickname: id,
  avatar: 'cat',
  connected,
  score: 0,
});

const view: HostView = {
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'lobby',
  locked: false,
  players_count: 1,
  question_index: 0,
  questions_count: 2,
  phase_ends_at: null,
  server_now: 0,
  question: null,
  closed: null,
  settings: sessionSettingsSchema.parse({}),
  players: [player('a')],
  answered: 0,
  eligible: null,
  correct_choice_keys: null,
  ranking: null,
};

describe("the host's view as facts arrive", () => {
  it('adds, updates and removes players, keeping their order and the count', () => {
    let next = applyPlayer(view, player('b'), false);
    expect(next.players.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(next.players_count).toBe(2);
    next = applyPlayer(next, player('a', false), false);
    expect(next.players.map((entry) => [entry.id, entry.connected])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    next = applyPlayer(next, player('a'), true);
    expect(next.players.map((entry) => entry.id)).toEqual(['b']);
    expect(next.players_count).toBe(1);
  });

  it('counts answers of the open question only, from zero again at the next', () => {
    const open = { ...view, phase: 'question' as const };
    expect(applyAnswers(open, 0, 2).answered).toBe(2);
    expect(applyAnswers(open, 1, 2)).toBe(open);
    const counted = applyAnswers(open, 0, 2);
    const { server_now: serverNow, pin, locked, players_count: count, questions_count: total } = counted;
    const next = applyHostState(counted, {
      pin,
      locked,
      players_count: count,
      questions_count: total,
      server_now: serverNow,
      phase: 'get_ready',
      question_index: 1,
      phase_ends_at: 3000,
      question: null,
      closed: null,
    });
    expect(next.answered).toBe(0);
    expect(next.phase).toBe('get_ready');
    // A phase change leaves the title out: the one from the view stays.
    expect(next.title).toEqual(view.title);
  });
});
