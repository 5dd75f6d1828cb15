import { describe, expect, it } from 'vitest';
import { clockOffset, formatClock, msLeft, thresholdOf } from './countdown';

describe('the quiz clock', () => {
  it("counts down on the server's clock, whatever this clock says", () => {
    // This machine is 90 s behind the server.
    const localNow = Date.parse('2025-01-01T10:00:00.000Z');
    const offset = clockOffset('2025-01-01T10:01:30.000Z', localNow);
    expect(offset).toBe(90_000);
    expect(msLeft('2025-01-01T10:06:30.000Z', offset, localNow)).toBe(300_000);
    expect(msLeft('2025-01-01T10:06:30.000Z', offset, localNow + 300_001)).toBe(0);
  });

  it('reads as mm:ss, rounding up so 00:00 only shows once the time is up', () => {
    expect(formatClock(300_000)).toBe('05:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(999)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });

  it('names only the thresholds a screen reader should hear', () => {
    expect(thresholdOf(600_000)).toBeNull();
    expect(thresholdOf(300_000)).toBe('fiveMinutesLeft');
    expect(thresholdOf(61_000)).toBe('fiveMinutesLeft');
    expect(thresholdOf(60_000)).toBe('oneMinuteLeft');
    expect(thresholdOf(1)).toBe('oneMinuteLeft');
    expect(thresholdOf(0)).toBe('timeUp');
  });
});
