import { describe, expect, it } from 'vitest';
import { eventStateOf, overdueAfter, progressOf } from './progress.js';

describe('a person’s state over an event (docs/domain.md "Events")', () => {
  it('is completed only when every counted game is', () => {
    expect(eventStateOf(['completed', 'completed'], true)).toBe('completed');
    expect(eventStateOf(['completed', 'not_started'], true)).toBe('in_progress');
  });
  it('is overdue when any game is, before in progress', () => {
    expect(eventStateOf(['completed', 'overdue'], true)).toBe('overdue');
    expect(eventStateOf(['in_progress', 'overdue'], false)).toBe('overdue');
  });
  it('is in progress when a game is started or completed, else not started', () => {
    expect(eventStateOf(['in_progress', 'not_started'], false)).toBe('in_progress');
    expect(eventStateOf(['not_started', 'not_started'], false)).toBe('not_started');
  });
  it('with no game left counting: completed for who completed work before, else not started', () => {
    expect(eventStateOf([], true)).toBe('completed');
    expect(eventStateOf([], false)).toBe('not_started');
  });
});

describe('progress', () => {
  it('is completed ÷ counted × 100, rounded', () => {
    expect(progressOf(1, 3, 'in_progress')).toBe(33);
    expect(progressOf(2, 3, 'in_progress')).toBe(67);
    expect(progressOf(3, 3, 'completed')).toBe(100);
    expect(progressOf(0, 0, 'completed')).toBe(100);
    expect(progressOf(0, 0, 'not_started')).toBe(0);
  });
  it('turns overdue after the due date plus the grace days', () => {
    const due = new Date('2026-06-30T12:00:00Z');
    expect(overdueAfter(due, 0).toISOString()).toBe('2026-06-30T12:00:00.000Z');
    expect(overdueAfter(due, 3).toISOString()).toBe('2026-07-03T12:00:00.000Z');
  });
});
