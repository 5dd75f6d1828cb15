import { describe, expect, it } from 'vitest';
import { withQueryParam } from './return-path.js';

describe('withQueryParam', () => {
  it('adds the token to a path without a query', () => {
    expect(withQueryParam('/', 'token', 'abc')).toBe('/?token=abc');
  });
  it('keeps the deep link query and fragment', () => {
    expect(withQueryParam('/categories/quiz?id=3#top', 'token', 'a-b_c')).toBe(
      '/categories/quiz?id=3&token=a-b_c#top',
    );
  });
  it('replaces a token already in the path', () => {
    expect(withQueryParam('/x?token=old', 'token', 'new')).toBe('/x?token=new');
  });
});
