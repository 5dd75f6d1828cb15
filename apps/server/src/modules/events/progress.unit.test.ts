import { describe, expect, it } from 'vitest';
import { overdueAfter, progressOf } from './progress.js';

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
