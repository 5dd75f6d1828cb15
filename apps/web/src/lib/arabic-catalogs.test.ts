import { describe, expect, it } from 'vitest';

/**
 * Typography of the Arabic catalogs. The Arabic-Indic zero (٠) is a small dot, so a middle dot
 * between two numbers reads as more zeros ("٠ · ٠٪" looks like "٠٠٠٪"), and Arabic writes its own
 * percent sign (٪).
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../locales/ar/*.json', {
  eager: true,
  import: 'default',
});

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
  }
  return [];
}

const arabicTexts = Object.entries(catalogs).flatMap(([file, catalog]) => texts(catalog, file));

describe('Arabic catalogs', () => {
  it('are all read', () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(10);
    expect(arabicTexts.length).toBeGreaterThan(500);
  });

  it('write the Arabic percent sign', () => {
    expect(arabicTexts.filter(([, text]) => text.includes('%'))).toEqual([]);
  });

  it('never put a middle dot between two numbers', () => {
    const numberDotNumber = /(\}\}|[0-9٠-٩])\s*·\s*(\{\{|[0-9٠-٩])/;
    expect(arabicTexts.filter(([, text]) => numberDotNumber.test(text))).toEqual([]);
  });
});
