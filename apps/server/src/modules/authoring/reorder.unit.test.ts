import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { assertWholeList, reorderSome } from './reorder.js';

describe('reorderSome', () => {
  const all = ['a', 'b', 'c', 'd', 'e'];

  it('puts the moved items, in their new order, into the places they held', () => {
    expect(reorderSome(all, ['e', 'a', 'c'])).toEqual(['e', 'b', 'a', 'd', 'c']);
    expect(reorderSome(all, ['b'])).toEqual(all);
  });

  it('is the new order itself when every item is given', () => {
    expect(reorderSome(all, ['c', 'e', 'd', 'b', 'a'])).toEqual(['c', 'e', 'd', 'b', 'a']);
  });

  it('refuses a repeated or unknown item', () => {
    expect(() => reorderSome(all, ['a', 'a'])).toThrow(AppError);
    expect(() => reorderSome(all, ['a', 'z'])).toThrow(AppError);
  });
});

describe('assertWholeList', () => {
  it('accepts every item once, in any order', () => {
    expect(() => {
      assertWholeList(['b', 'a'], ['a', 'b']);
    }).not.toThrow();
  });

  it('refuses a missing, repeated or unknown item', () => {
    for (const ids of [['a'], ['a', 'a'], ['a', 'b', 'b'], ['a', 'z'], ['a', 'b', 'z']]) {
      expect(() => {
        assertWholeList(ids, ['a', 'b']);
      }, ids.join()).toThrow(AppError);
    }
  });
});
