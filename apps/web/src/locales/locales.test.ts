import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(here, 'en')).filter((file) => file.endsWith('.json'));

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const load = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(here, language, file), 'utf8'));

describe('the UI catalogs', () => {
  it.each(namespaces)('ar/%s has exactly the keys of en', (file) => {
    expect(keysOf(load('ar', file)).sort()).toEqual(keysOf(load('en', file)).sort());
  });

  it.each(namespaces)('ar/%s is written in Arabic, not copied from English', (file) => {
    const arabic = /[\u0600-\u06FF]/;
    const texts = keysOf(load('ar', file));
    const values = JSON.stringify(load('ar', file));
    expect(texts.length).toBeGreaterThan(0);
    expect(arabic.test(values)).toBe(true);
  });

  it('has an Arabic catalog for every English one', () => {
    expect(readdirSync(path.join(here, 'ar')).sort()).toEqual(readdirSync(path.join(here, 'en')).sort());
  });
});
