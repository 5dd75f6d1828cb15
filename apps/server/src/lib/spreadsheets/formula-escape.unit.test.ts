import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './formula-escape.js';

describe('the formula rule of every CSV and Excel file', () => {
  it('turns a formula-leading text into plain text, full-width forms included', () => {
    const cells = ['=1+1', '+44', '-2+3', '@SUM(A1)', '\tx', '\rx', '＝1+1', '＋1', '－1', '＠x', "'=x"];
    expect(cells.map(escapeFormula)).toEqual([
      "'=1+1",
      "'+44",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "'＝1+1",
      "'＋1",
      "'－1",
      "'＠x",
      "''=x",
    ]);
  });

  it('leaves other texts alone', () => {
    expect(['Sales', '', 'a=b', "it's", "'quoted'", 'سارة', '1-2'].map(escapeFormula)).toEqual([
      'Sales',
      '',
      'a=b',
      "it's",
      "'quoted'",
      'سارة',
      '1-2',
    ]);
  });

  it('is undone exactly by the importers, whatever the text', () => {
    const prefixes = fc.constantFrom('', "'", "''", '=', '-', '@', '+', '\t', '＝', "'-");
    fc.assert(
      fc.property(prefixes, fc.string(), (prefix, rest) => {
        const text = prefix + rest;
        expect(unescapeFormula(escapeFormula(text))).toBe(text);
      }),
    );
  });
});
