import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import arCommon from '../locales/ar/common.json';
import { initI18n, LANGUAGE_KEY } from '../lib/i18n';
import { TOAST_SETTINGS, toastError, toastSuccess } from '../lib/toast';
import { PlayerToasts } from './player-toasts';

const shellCss = readFileSync(
  path.join(path.dirname(new URL(import.meta.url).pathname), 'player-shell.module.css'),
  'utf8',
);
const CLOSE = { en: 'Close', ar: arCommon.close };

async function renderToasts(lang: 'en' | 'ar') {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await initI18n(['common']);
  const view = render(<PlayerToasts />);
  return { ...view, user: userEvent.setup() };
}

describe("the light pages' toasts (src/join/player-toasts.tsx)", () => {
  afterEach(() => {
    localStorage.clear();
  });

  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    it('closes a toast with its close button, labelled in the language', async () => {
      const { user } = await renderToasts(lang);
      act(() => {
        toastError('Wrong password');
      });
      const toast = screen.getByRole('alert');
      expect(toast.textContent).toContain('Wrong password');
      await user.click(screen.getByRole('button', { name: CLOSE[lang] }));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('closes the newest toast on Escape, wherever the focus is', async () => {
    const { user } = await renderToasts('en');
    act(() => {
      toastSuccess('First');
      toastError('Second');
    });
    expect(screen.getAllByText(/First|Second/).map((node) => node.textContent)).toEqual(['Second', 'First']);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('First');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('times a toast with an animation of 2000 ms (which CSS holds on hover or focus), and closes it at its end', async () => {
    await renderToasts('en');
    act(() => {
      toastSuccess('Saved');
    });
    const toast = screen.getByRole('status');
    expect(toast.style.animationDuration).toBe(`${TOAST_SETTINGS.autoClose}ms`);
    // The close button is inside: focusing it holds the time (`:focus-within`), not only a pointer.
    expect(toast.querySelector('button')).not.toBeNull();
    fireEvent.animationEnd(toast);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds every toast while the corner is pointed at or holds the focus (WCAG 2.2.1)', () => {
    expect(shellCss).toMatch(
      /\.toasts:hover \.toast,\s*\.toasts:focus-within \.toast \{\s*animation-play-state: paused;/,
    );
  });
});
