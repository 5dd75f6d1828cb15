import { describe, expect, it } from 'vitest';
import { isAdvanceKey, isOwnedByFocus, isPresenterLocation, shortcutCommandOf } from './presenter';

const at = (phase: 'lobby' | 'get_ready' | 'question' | 'reveal' | 'ended', players = 1, index = 0) => ({
  phase,
  players_count: players,
  question_index: index,
  questions_count: 3,
});

describe('presenter mode', () => {
  it('is a host page with ?presenter=1, nothing else', () => {
    expect(isPresenterLocation('/host/123456', '?presenter=1')).toBe(true);
    expect(isPresenterLocation('/host/123456', '?x=2&presenter=1')).toBe(true);
    expect(isPresenterLocation('/host/123456', '')).toBe(false);
    expect(isPresenterLocation('/host/123456', '?presenter=0')).toBe(false);
    expect(isPresenterLocation('/host', '?presenter=1')).toBe(false);
    expect(isPresenterLocation('/game/123456/play', '?presenter=1')).toBe(false);
  });

  it('Space and → press what the host would press in this phase', () => {
    expect(shortcutCommandOf(at('lobby'))).toBe('host:start');
    expect(shortcutCommandOf(at('lobby', 0))).toBeNull();
    expect(shortcutCommandOf(at('get_ready'))).toBeNull();
    expect(shortcutCommandOf(at('question'))).toBeNull();
    expect(shortcutCommandOf(at('reveal', 1, 0))).toBe('host:next');
    expect(shortcutCommandOf(at('reveal', 1, 2))).toBe('host:end');
    expect(shortcutCommandOf(at('ended'))).toBeNull();
    expect(['Space', ' ', 'ArrowRight', 'Enter', 'ArrowLeft'].map(isAdvanceKey)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves keys to a focused field, button or dialog; → still drives past a focused button', () => {
    document.body.innerHTML = `
      <input id="field" /><button id="button">Go</button><div id="plain" tabindex="-1"></div>
      <div role="dialog"><span id="inside" tabindex="-1"></span></div>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isOwnedByFocus(byId('field'), ' ')).toBe(true);
    expect(isOwnedByFocus(byId('field'), 'ArrowRight')).toBe(true);
    expect(isOwnedByFocus(byId('button'), ' ')).toBe(true);
    expect(isOwnedByFocus(byId('button'), 'ArrowRight')).toBe(false);
    expect(isOwnedByFocus(byId('plain'), ' ')).toBe(false);
    expect(isOwnedByFocus(byId('inside'), 'ArrowRight')).toBe(true);
    expect(isOwnedByFocus(document.body, ' ')).toBe(false);
    document.body.innerHTML = '';
  });
});
