import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast';

describe('WCAG contrast', () => {
  it('reads 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#16787f', '#16787f')).toBeCloseTo(1, 5);
  });

  it('matches published ratios', () => {
    // WebAIM's checker: #767676 on white is 4.54:1 (the lightest grey passing AA), #777777 4.48:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Mantine's dimmed grey on white: 3.32:1.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('ignores alpha and refuses what is not a hex colour', () => {
    expect(parseHex('#16787Fcc')).toEqual([0x16, 0x78, 0x7f]);
    expect(parseHex('red')).toBeUndefined();
    expect(parseHex('#12345')).toBeUndefined();
    expect(contrastRatio('teal', '#fff')).toBeUndefined();
  });
});
