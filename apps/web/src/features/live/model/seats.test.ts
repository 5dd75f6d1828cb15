import { beforeEach, describe, expect, it } from 'vitest';
import { clearSeat, forgetHostKey, hostedPins, readHostKey, readSeat, saveHostKey, saveSeat } from './seats';

describe('what this browser keeps of live games', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps a player's seat per tab under aq-seat:<pin>", () => {
    saveSeat('123456', { player_id: 'p1', seat_token: 'token' });
    expect(sessionStorage.getItem('aq-seat:123456')).toBe('{"player_id":"p1","seat_token":"token"}');
    expect(readSeat('123456')).toEqual({ player_id: 'p1', seat_token: 'token' });
    expect(readSeat('654321')).toBeNull();
    sessionStorage.setItem('aq-seat:111111', '{not json');
    expect(readSeat('111111')).toBeNull();
    clearSeat('123456');
    expect(readSeat('123456')).toBeNull();
  });

  it("keeps a host's keys under aq-host:<pin> and lists their PINs", () => {
    saveHostKey('222222', 'key-2');
    saveHostKey('111111', 'key-1');
    localStorage.setItem('language', 'ar');
    expect(readHostKey('111111')).toBe('key-1');
    expect(hostedPins()).toEqual(['111111', '222222']);
    forgetHostKey('111111');
    expect(hostedPins()).toEqual(['222222']);
  });
});
