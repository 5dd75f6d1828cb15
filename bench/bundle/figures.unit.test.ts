import { describe, expect, it } from 'vitest';
import { budgetVerdict, scriptsBefore, spread } from './figures.js';

describe('spread', () => {
  it('gives min, median and max of an odd count, in any order', () => {
    expect(spread([900, 300, 500, 1200, 700])).toEqual({ min: 300, median: 700, max: 1200 });
  });

  it('takes the mean of the middle two for an even count', () => {
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
  });

  it('is NaN throughout without values', () => {
    expect(spread([])).toEqual({ min: NaN, median: NaN, max: NaN });
  });
});

describe('budgetVerdict', () => {
  it('passes when every run is within the budget, the budget itself included', () => {
    expect(budgetVerdict([98.2, 100], 100)).toBe('PASS');
  });

  it('misses when a single run is over the budget', () => {
    expect(budgetVerdict([98.2, 100.1, 97], 100)).toBe('MISS');
  });

  it('says so when nothing ran', () => {
    expect(budgetVerdict([], 150)).toBe('NO RUN');
  });
});

describe('scriptsBefore', () => {
  it('keeps the scripts requested up to the moment the field worked, in-flight ones included', () => {
    const scripts = [
      { url: '/assets/index.js', requestedAt: 1000, encodedBytes: 5000 },
      { url: '/assets/page.js', requestedAt: 2500, encodedBytes: null },
      { url: '/assets/later.js', requestedAt: 2501, encodedBytes: 700 },
    ];
    expect(scriptsBefore(scripts, 2500).map((script) => script.url)).toEqual([
      '/assets/index.js',
      '/assets/page.js',
    ]);
  });
});
