import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('the home greeting', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('welcomes a brand-new account, not "back"', () => {
    expect(greetingKey('2026-11-27T11:59:00Z', now)).toBe('greetingNew');
    expect(greetingKey('2026-11-26T12:00:01Z', now)).toBe('greetingNew');
  });

  it('welcomes back an account older than a day', () => {
    expect(greetingKey('2026-11-26T12:00:00Z', now)).toBe('greeting');
    expect(greetingKey('2025-01-01T00:00:00Z', now)).toBe('greeting');
  });

  it('counts an unknown creation date as returning', () => {
    expect(greetingKey(undefined, now)).toBe('greeting');
    expect(greetingKey('not a date', now)).toBe('greeting');
  });
});
