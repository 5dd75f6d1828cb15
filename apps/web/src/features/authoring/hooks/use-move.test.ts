import { describe, expect, it } from 'vitest';
import { moveItem } from './use-move';

describe('moveItem', () => {
  it('moves one item up or down and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('leaves the list as it is for a move past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
