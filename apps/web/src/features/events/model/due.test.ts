import { describe, expect, it } from 'vitest';
import { dueOf } from './due';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('days left and days overdue', () => {
  it('counts whole days left, a due date within a day being due today', () => {
    expect(dueOf('2026-11-30T12:00:00.000Z', 'in_progress', NOW)).toEqual({ overdue: false, days: 3 });
    expect(dueOf('2026-11-28T11:00:00.000Z', 'not_started', NOW)).toEqual({ overdue: false, days: 0 });
  });

  it('counts days overdue, at least one, when the server says overdue or the date has passed', () => {
    expect(dueOf('2026-11-27T10:00:00.000Z', 'in_progress', NOW)).toEqual({ overdue: true, days: 1 });
    expect(dueOf('2026-11-20T12:00:00.000Z', 'overdue', NOW)).toEqual({ overdue: true, days: 7 });
    // Inside the grace period the server still says in progress; a completed one is never overdue.
    expect(dueOf('2026-11-20T12:00:00.000Z', 'completed', NOW)).toEqual({ overdue: false, days: 0 });
  });
});
