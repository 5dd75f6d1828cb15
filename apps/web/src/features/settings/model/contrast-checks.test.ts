import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@awarequest/contracts';
import { contrastChecks } from './contrast-checks';

describe('the branding contrast checks', () => {
  it('finds every pair of the default theme readable at AA', () => {
    const checks = contrastChecks(DEFAULT_THEME);
    expect(checks).toHaveLength(9);
    expect(checks.filter((check) => !check.isReadable)).toEqual([]);
  });

  it('warns about light grey text on a white light-mode card, and only there', () => {
    const checks = contrastChecks({
      ...DEFAULT_THEME,
      LIGHT_FONTS_COLOR: '#aaaaaa',
      LIGHT_CONTAINER_COLOR: '#000',
    });
    const unreadable = checks.filter((check) => !check.isReadable);
    expect(unreadable.map((check) => [check.pair, check.mode])).toEqual([['fontsOnCards', 'light']]);
    expect(unreadable[0]?.ratio).toBeCloseTo(2.32, 2);
  });

  it('warns about a pale dark-mode button colour and a pale banner colour', () => {
    const checks = contrastChecks({ ...DEFAULT_THEME, DARK_PRIMARY_COLOR: '#c0c0ff', sub_color: '#f0f0f0' });
    const unreadable = checks.filter((check) => !check.isReadable).map((check) => [check.pair, check.mode]);
    expect(unreadable).toContainEqual(['buttonText', 'dark']);
    expect(unreadable).toContainEqual(['bannerText', 'light']);
    // The header follows the secondary colour while its own key is unset: white on pale grey.
    expect(unreadable).toContainEqual(['sidebarFont', 'light']);
  });
});
