import {
  colorsTuple,
  createTheme,
  PasswordInput,
  virtualColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import type { ThemeSettings } from '@awarequest/contracts';
import { themePalette, type ColorMode } from './theme-palette';

/** Light primary #16787F (teal) at shade 6, and its lighter and darker steps. */
const TEAL: MantineColorsTuple = [
  '#e6f6f7',
  '#cce9eb',
  '#9cd3d7',
  '#68bcc2',
  '#3fa8b0',
  '#2499a2',
  '#16787f',
  '#126970',
  '#0b5a60',
  '#004a50',
];
/** Dark primary #5E57BE (purple) at shade 6. */
const PURPLE: MantineColorsTuple = [
  '#efeefb',
  '#dcdaf2',
  '#b6b2e4',
  '#8e88d6',
  '#6c65ca',
  '#625bc3',
  '#5e57be',
  '#4d47a8',
  '#443f97',
  '#393486',
];

/** Dark surfaces in the brand's navy instead of Mantine's neutral grey (7 is the page). */
const NAVY_DARK: MantineColorsTuple = [
  '#d5d5e6',
  '#b4b4cc',
  '#8e8eae',
  '#6b6b8f',
  '#4a4a70',
  '#33335a',
  '#26264a',
  '#1b1b38',
  '#15152d',
  '#0f0f22',
];

/** Texts the theme gives every component of a kind, in the reader's language. */
export interface ThemeTexts {
  /** The accessible name of every password field's show/hide button. */
  togglePassword: string;
  /** The accessible name of the close buttons of dialogs, drawers and toasts. */
  close: string;
}

/**
 * The Mantine theme: the UI's primary is teal in light mode and purple in dark mode (docs/product.md §9);
 * the provider's DARK_PRIMARY_COLOR replaces the dark one when set. Animations stop for readers
 * who ask their system for reduced motion.
 */
export function buildMantineTheme(provider: ThemeSettings, texts: ThemeTexts) {
  return createTheme({
    respectReducedMotion: true,
    components: {
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': texts.togglePassword } },
      }),
      // Plain objects, not Modal.extend(...): importing those components would put them in
      // every page's first download.
      CloseButton: { defaultProps: { 'aria-label': texts.close } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': texts.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': texts.close } } },
      // A toast's text in the readable dimmed colour: Mantine's grey reads at 3.3:1 on white.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': texts.close } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // A spinner that is named ("Loading") must have a role that may carry the name.
      Loader: { defaultProps: { role: 'status' } },
    },
    primaryColor: 'primary',
    primaryShade: 6,
    colors: {
      dark: NAVY_DARK,
      teal: TEAL,
      purple: provider.DARK_PRIMARY_COLOR ? colorsTuple(provider.DARK_PRIMARY_COLOR) : PURPLE,
      primary: virtualColor({ name: 'primary', light: 'teal', dark: 'purple' }),
    },
    fontFamily: "system-ui, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif",
    headings: { fontFamily: "system-ui, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif" },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}

/**
 * Mantine's secondary texts, placeholders, errors, and orange and red labels and buttons at WCAG
 * AA contrast (4.5:1) on our surfaces, as axe measures them in the e2e suite: its dimmed grey
 * (#868e96) reads at 3.1:1 on the light page, its orange on the light orange badge at 3.6:1 and
 * its error red (#fa5252) at 3.3:1 on white.
 */
const READABLE_LIGHT = {
  // An answer control's edge (ordering items and buttons, poll choices) at 3:1 on every surface.
  '--aq-control-border': '#7c838a',
  '--mantine-color-dimmed': '#5f6770',
  '--mantine-color-placeholder': '#697179',
  '--mantine-color-orange-light-color': '#b8400c',
  '--mantine-color-orange-text': '#b8400c',
  '--mantine-color-gray-outline': '#5f6770',
  '--mantine-color-error': '#c92a2a',
  '--mantine-color-red-text': '#c92a2a',
  '--mantine-color-red-light-color': '#c92a2a',
  '--mantine-color-red-filled': '#c92a2a',
  '--mantine-color-red-filled-hover': '#a61e1e',
  '--mantine-color-green-light-color': '#1e6b30',
  '--mantine-color-green-text': '#1e6b30',
};
const READABLE_DARK = {
  '--aq-control-border': '#8e8eae',
  '--mantine-color-dimmed': '#a5a5c0',
  '--mantine-color-anchor': '#a9a4ec',
  '--mantine-color-primary-text': '#a9a4ec',
  // The light variant (the profile's secondary buttons, "Play" under "What to play next"): Mantine's
  // purple at 15 % on the navy cards read navy on navy; a brighter tint and a pale label read at 6.5:1.
  '--mantine-color-primary-light': 'rgba(142, 136, 214, 0.38)',
  '--mantine-color-primary-light-hover': 'rgba(142, 136, 214, 0.5)',
  '--mantine-color-primary-light-color': '#dcdaf7',
  '--mantine-color-placeholder': '#9a9ab8',
  '--mantine-color-error': '#ff8787',
  '--mantine-color-red-text': '#ff8787',
  '--mantine-color-red-light-color': '#ff8787',
  '--mantine-color-red-filled': '#c92a2a',
  '--mantine-color-red-filled-hover': '#a61e1e',
};

/**
 * The provider's brand colours as CSS variables (--aq-*), per colour scheme: brand primary
 * and secondary (spec fallbacks #E9C329 and #191940), accent, background, and the LIGHT_/DARK_
 * surfaces for the sidebar (header), container, cards and dropdowns, fonts and sidebar font.
 */
export function providerCssVariables(provider: ThemeSettings): CSSVariablesResolver {
  const surfaces = (mode: ColorMode) => {
    const palette = themePalette(provider, mode);
    return {
      '--aq-sidebar': palette.sidebar,
      '--aq-sidebar-font': palette.sidebarFont,
      '--aq-container': palette.container,
      '--aq-cards': palette.cards,
      '--aq-fonts': palette.fonts,
    };
  };
  const light = themePalette(provider, 'light');
  return () => ({
    variables: {
      '--aq-brand-primary': light.brandPrimary,
      '--aq-brand-secondary': light.brandSecondary,
      '--aq-accent': light.accent,
    },
    light: { ...surfaces('light'), ...READABLE_LIGHT },
    dark: { ...surfaces('dark'), ...READABLE_DARK },
  });
}
