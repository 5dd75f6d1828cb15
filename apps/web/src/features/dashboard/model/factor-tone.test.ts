import { describe, expect, it } from 'vitest';
import { factorTone } from './factor-tone';

describe('factor tone', () => {
  it('paints what raises awareness green and what lowers it red', () => {
    expect(factorTone('awareness', { effect: 'raises', points: 2.4 })).toEqual({
      effect: 'raises',
      color: 'green',
    });
    expect(factorTone('awareness', { effect: 'lowers', points: 5 })).toEqual({
      effect: 'lowers',
      color: 'red',
    });
  });

  it('paints what raises risk red and what lowers it green', () => {
    expect(factorTone('risk', { effect: 'raises', points: 13.4 })).toEqual({
      effect: 'raises',
      color: 'red',
    });
    expect(factorTone('risk', { effect: 'lowers', points: 1.2 })).toEqual({
      effect: 'lowers',
      color: 'green',
    });
  });

  it('calls a factor of 0 points neither raising nor lowering', () => {
    expect(factorTone('risk', { effect: 'raises', points: 0 })).toEqual({ effect: 'none', color: 'gray' });
  });
});
