import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacter } from './text-characters.js';

describe('forbidden characters in text', () => {
  it('refuses controls, lone surrogates, noncharacters and bidi overrides; keeps tab, CR, LF and marks', () => {
    const refused = [
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\ud800',
      '\udfff',
      '\ufffe',
      '\uffff',
      '\u{10ffff}',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    ];
    const kept = ['\t', '\n', '\r', '\u200e', '\u200f', '\u061c', '\u200d', '😀', 'سارة', 'é'];
    expect(refused.filter((text) => !hasForbiddenCharacter(`a${text}b`))).toEqual([]);
    expect(kept.filter((text) => hasForbiddenCharacter(`a${text}b`))).toEqual([]);
  });

  it('names every path, keys included, in a nested input and skips buffers', () => {
    const query = Object.create(null) as Record<string, unknown>;
    query.q = 'x\u0000';
    const found = findForbiddenText({
      name: { en: 'ok', ar: 'a\u0001' },
      list: ['ok', 'b\u202e'],
      ['k\u0000']: 1,
      query,
      file: Buffer.from([0]),
    });
    expect(found).toHaveLength(4);
    expect(found).toEqual(expect.arrayContaining([['name', 'ar'], ['list', 1], ['k\u0000'], ['query', 'q']]));
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findForbiddenText(deep)).toHaveLength(1);
  });
});
