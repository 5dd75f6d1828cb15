import { describe, expect, it } from 'vitest';
import { canTryAgain, outcomeOf } from './outcome';

describe('the outcome of an attempt', () => {
  it('is passed whenever the pass score is reached, even on the last attempt', () => {
    expect(outcomeOf({ passed: true, attempts_left: 0 })).toBe('passed');
    expect(outcomeOf({ passed: true, attempts_left: null })).toBe('passed');
  });

  it('is failed while attempts are left, or when there is no limit', () => {
    expect(outcomeOf({ passed: false, attempts_left: 1 })).toBe('failed');
    expect(outcomeOf({ passed: false, attempts_left: null })).toBe('failed');
  });

  it('is out of attempts when failed with none left', () => {
    expect(outcomeOf({ passed: false, attempts_left: 0 })).toBe('outOfAttempts');
  });

  it('offers another try unless no attempt is left', () => {
    expect(canTryAgain({ attempts_left: null })).toBe(true);
    expect(canTryAgain({ attempts_left: 2 })).toBe(true);
    expect(canTryAgain({ attempts_left: 0 })).toBe(false);
  });
});
