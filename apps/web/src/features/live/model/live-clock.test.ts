import { describe, expect, it } from 'vitest';
import { clockOffset, msUntil, secondsShown, timerThreshold } from './live-clock';

describe('the live clock', () => {
  it("counts down on the server's clock, whatever this machine's says", () => {
    const offset = clockOffset(100_000, 40_000); // this machine is a minute behind
    expect(msUntil(115_000, offset, 40_000)).toBe(15_000);
    expect(msUntil(115_000, offset, 60_000)).toBe(0);
  });

  it('shows whole seconds rounded up, so 0 means time is up', () => {
    expect(secondsShown(15_000)).toBe(15);
    expect(secondsShown(14_001)).toBe(15);
    expect(secondsShown(1)).toBe(1);
    expect(secondsShown(0)).toBe(0);
  });

  it('names only the moments a screen reader should hear', () => {
    expect(timerThreshold(20_000)).toBeNull();
    expect(timerThreshold(10_001)).toBeNull();
    expect(timerThreshold(10_000)).toBe('tenSecondsLeft');
    expect(timerThreshold(1)).toBe('tenSecondsLeft');
    expect(timerThreshold(0)).toBe('timeUp');
  });
});
