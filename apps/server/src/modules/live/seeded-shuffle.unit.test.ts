import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashSeed, seededShuffle, shuffledOrdering } from './seeded-shuffle.js';

const keysArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 3, maxLength: 6 });
const items = (keys: readonly string[]) => keys.map((key) => ({ key }));

describe('seeded shuffle', () => {
  it('is a permutation of the items, the same for the same seed', () => {
    fc.assert(
      fc.property(keysArb, fc.string(), (keys, seed) => {
        const once = seededShuffle(keys, seed);
        expect([...once].sort()).toEqual([...keys].sort());
        expect(seededShuffle(keys, seed)).toEqual(once);
      }),
    );
  });

  it('gives different seeds different orders (not a fixed order)', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    const orders = new Set(
      Array.from({ length: 50 }, (_, index) => seededShuffle(keys, `s:${index}`).join('')),
    );
    expect(orders.size).toBeGreaterThan(20);
    expect(hashSeed('session-1:q-1')).not.toBe(hashSeed('session-1:q-2'));
  });

  it('never serves an ordering in its right order, whatever the seed', () => {
    fc.assert(
      fc.property(keysArb, fc.string(), (keys, seed) => {
        const served = shuffledOrdering(items(keys), keys, seed).map((item) => item.key);
        expect(served).not.toEqual(keys);
        expect([...served].sort()).toEqual([...keys].sort());
      }),
    );
  });

  it('keeps the items themselves (texts travel with their keys)', () => {
    const choices = [
      { key: 'a', text: 'first' },
      { key: 'b', text: 'second' },
      { key: 'c', text: 'third' },
    ];
    const served = shuffledOrdering(choices, ['a', 'b', 'c'], 'seed');
    for (const choice of served) expect(choices).toContainEqual(choice);
  });
});
