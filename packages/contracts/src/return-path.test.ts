import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each(['/', '/categories/quiz?id=3&x=y', '/profile#photo', '/a/b-c_d.e~f?q=%20'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    '',
    'categories',
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/foo//bar',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/a b',
    '/a\nb',
    '/a\tb',
    '/\t/evil.example',
    'http:/evil.example',
    '/%2f%2Fevil.example',
    '/%E0%A4%A',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBe(DEFAULT_RETURN_PATH);
  });
});
