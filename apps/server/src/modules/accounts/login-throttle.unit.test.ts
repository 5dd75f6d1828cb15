import { describe, expect, it } from 'vitest';
import { LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_MS, loginDelayMs } from './login-throttle.js';

describe('loginDelayMs', () => {
  it('does not slow an account down before its free failures are used', () => {
    for (let failures = 0; failures < LOGIN_FREE_FAILURES; failures++) expect(loginDelayMs(failures)).toBe(0);
  });

  it('then doubles the wait from 250 ms up to the ceiling, and never refuses', () => {
    const waits = [0, 1, 2, 3, 4, 5, 50].map((extra) => loginDelayMs(LOGIN_FREE_FAILURES + extra));
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, LOGIN_MAX_DELAY_MS, LOGIN_MAX_DELAY_MS]);
  });
});
