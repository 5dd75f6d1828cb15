import { describe, expect, it } from 'vitest';
import { barAxes, chartAxes, directedLabel, shorten } from './chart-direction';

describe('chart direction', () => {
  it('keeps recharts defaults left to right', () => {
    expect(chartAxes('ltr')).toEqual({
      xAxisProps: { reversed: false },
      yAxisProps: { orientation: 'left' },
    });
  });

  it('mirrors the axes right to left', () => {
    const rtl = { fontSize: 12, fill: 'currentColor', direction: 'rtl' };
    const bottomTick = { ...rtl, transform: 'translate(0, 10)' };
    const sideTick = { ...rtl, transform: 'translate(10, 0)', textAnchor: 'end' };
    expect(chartAxes('rtl')).toEqual({
      xAxisProps: { reversed: true, tick: bottomTick },
      yAxisProps: { orientation: 'right', tick: sideTick },
    });
    expect(barAxes('rtl', 120)).toEqual({
      xAxisProps: { reversed: true, tick: bottomTick },
      yAxisProps: { orientation: 'right', tick: sideTick, width: 120 },
    });
  });

  it('shortens long labels only', () => {
    expect(shorten('Phishing', 10)).toBe('Phishing');
    expect(shorten('Phishing and email security', 12)).toBe('Phishing an…');
    expect(shorten('Phishing and email security', 12)).toHaveLength(12);
  });

  it('marks Arabic labels right to left, and leaves others alone', () => {
    expect(directedLabel('Phishing…')).toBe('Phishing…');
    expect(directedLabel('التصيد…')).toBe('\u200Fالتصيد…\u200F');
  });
});
