import { describe, expect, it } from 'vitest';
import { lobbyCountInterval } from './live-broadcaster.js';

describe('lobbyCountInterval', () => {
  it('sends the lobby count twice a second to rooms up to 1000 players', () => {
    expect(lobbyCountInterval(0)).toBe(500);
    expect(lobbyCountInterval(1000)).toBe(500);
  });

  it('slows down by 500 ms per thousand players, to at most every 5 s', () => {
    expect(lobbyCountInterval(1001)).toBe(1000);
    expect(lobbyCountInterval(4500)).toBe(2500);
    expect(lobbyCountInterval(10_000)).toBe(5000);
    expect(lobbyCountInterval(50_000)).toBe(5000);
  });
});
