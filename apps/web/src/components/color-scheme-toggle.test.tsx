import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppHarness } from '../test/app-harness';
import { preferColorScheme } from '../test/happy-dom-device';
import { renderApp } from '../test/render-app';
import { TEXT } from '../test/texts';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('dark mode', () => {
  useAppHarness();
  afterEach(() => {
    preferColorScheme('light');
  });

  it('starts from the system preference, toggles, and remembers the choice for the next visit', async () => {
    preferColorScheme('dark');
    const { user } = await renderApp({ path: '/auth/login' });
    const toLight = await screen.findByRole('button', { name: TEXT.en.toLight });
    expect(scheme()).toBe('dark');
    await user.click(toLight);
    expect(scheme()).toBe('light');

    cleanup();
    const next = await renderApp({ path: '/auth/login' });
    await next.user.click(await screen.findByRole('button', { name: TEXT.en.toDark }));
    expect(scheme()).toBe('dark');

    cleanup();
    await renderApp({ path: '/auth/login' });
    await screen.findByRole('button', { name: TEXT.en.toLight });
    expect(scheme()).toBe('dark');
  });

  it('is light for a light system preference, with the Arabic toggle label', async () => {
    preferColorScheme('light');
    await renderApp({ path: '/join', language: 'ar' });
    await screen.findByRole('button', { name: TEXT.ar.toDark });
    expect(scheme()).toBe('light');
  });
});
