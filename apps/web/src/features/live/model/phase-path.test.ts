import { describe, expect, it } from 'vitest';
import { joinBlockOf } from './can-join';
import { pageOfPhase, playerPath } from './phase-path';

describe("a participant's route follows the phase", () => {
  it('maps every phase to its screen', () => {
    expect(pageOfPhase('lobby')).toBe('lobby');
    expect(pageOfPhase('get_ready')).toBe('start');
    expect(pageOfPhase('question')).toBe('play');
    expect(pageOfPhase('reveal')).toBe('play');
    expect(pageOfPhase('ended')).toBe('play');
    expect(playerPath('123456', 'start')).toBe('/game/123456/start');
  });

  it('says why a new player cannot join', () => {
    const summary = {
      pin: '123456',
      title: { en: 'Game', ar: 'لعبة' },
      phase: 'lobby' as const,
      locked: false,
      late_join: true,
      questions_count: 3,
      players_count: 2,
    };
    expect(joinBlockOf(null)).toBe('notFound');
    expect(joinBlockOf(summary)).toBeNull();
    expect(joinBlockOf({ ...summary, locked: true })).toBe('locked');
    expect(joinBlockOf({ ...summary, phase: 'question' })).toBeNull();
    expect(joinBlockOf({ ...summary, phase: 'question', late_join: false })).toBe('started');
    expect(joinBlockOf({ ...summary, phase: 'ended' })).toBe('ended');
  });
});
