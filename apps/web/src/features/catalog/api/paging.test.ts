import { describe, expect, it } from 'vitest';
import { nextPageOf } from './paging';

const page = (number: number, total: number) => ({ items: [], page: number, per_page: 12, total });

describe('load more', () => {
  it('asks for the next page while items are left', () => {
    expect(nextPageOf(page(1, 13))).toBe(2);
    expect(nextPageOf(page(2, 30))).toBe(3);
  });

  it('stops on the last page, and when there is nothing at all', () => {
    expect(nextPageOf(page(2, 13))).toBeUndefined();
    expect(nextPageOf(page(1, 12))).toBeUndefined();
    expect(nextPageOf(page(1, 0))).toBeUndefined();
  });
});
