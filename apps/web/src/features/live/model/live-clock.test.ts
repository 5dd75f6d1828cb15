import { describe, expect, it } from 'vitest';
import { addReading, bestOffset, clockOffset, msUntil, secondsShown, timerThreshold } from './live-clock';

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

describe('reading the server’s clock', () => {
  it('keeps the least delayed reading, so a late message does not pull the clock back', () => {
    let readings = addReading([], 100_000, 40_000); // arrived at once
    readings = addReading(readings, 105_000, 45_300); // arrived 300 ms late
    expect(bestOffset(readings)).toBe(60_000);
    expect(msUntil(108_000, bestOffset(readings), 48_000)).toBe(0);
  });

  it('follows a clock that was set back or forward, within a minute', () => {
    let readings = addReading([], 100_000, 40_000);
    readings = addReading(readings, 101_000, 30_000); // this clock went back 11 s
    expect(bestOffset(readings)).toBe(71_000);
    readings = addReading(readings, 170_000, 150_000); // then forward
    readings = addReading(readings, 171_000, 151_000);
    expect(bestOffset(readings)).toBe(20_000);
    expect(bestOffset([])).toBe(0);
  });
});
