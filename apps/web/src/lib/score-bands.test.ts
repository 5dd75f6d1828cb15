import { describe, expect, it } from 'vitest';
import { AWARENESS_BANDS, RISK_BANDS } from '@awarequest/contracts';
import { bandColor } from './score-bands';

describe('band colours', () => {
  it('paints awareness from red (low) to green (advanced)', () => {
    expect(AWARENESS_BANDS.map((band) => bandColor('awareness', band))).toEqual([
      'red',
      'orange',
      'teal',
      'green',
    ]);
  });

  it('paints risk the other way round: green (low) to red (critical)', () => {
    expect(RISK_BANDS.map((band) => bandColor('risk', band))).toEqual([
      'green',
      'teal',
      'yellow',
      'orange',
      'red',
    ]);
  });

  it('the best band of one is the colour of the best band of the other', () => {
    expect(bandColor('awareness', 'advanced')).toBe(bandColor('risk', 'low'));
    expect(bandColor('awareness', 'low')).toBe(bandColor('risk', 'critical'));
  });

  it('refuses a band it does not know', () => {
    expect(() => bandColor('risk', 'developing')).toThrow(/unknown risk band/);
  });
});
