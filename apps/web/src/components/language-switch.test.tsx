import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppHarness } from '../test/app-harness';
import { fieldError } from '../test/field-error';
import { renderApp } from '../test/render-app';
import { TEXT } from '../test/texts';

const html = () => [document.documentElement.lang, document.documentElement.dir];
const banner = () => screen.findByRole('banner');

describe('the language switch in the header', () => {
  const fakeApi = useAppHarness();

  it('lays the app out right to left in Arabic, keeps the choice for the next visit, and switches back', async () => {
    const { user } = await renderApp({ path: '/auth/login' });
    await screen.findByRole('heading', { level: 1, name: TEXT.en.logIn });
    expect(html()).toEqual(['en', 'ltr']);
    // An error already shown follows the language.
    await user.type(screen.getByLabelText(TEXT.en.email), 'nope');
    await waitFor(() => {
      expect(fieldError(screen.getByLabelText(TEXT.en.email))).toBe(TEXT.en.ruleEmail);
    });

    // The switch names the other language in its own script.
    await user.click(within(await banner()).getByRole('button', { name: 'Language: العربية' }));
    await screen.findByRole('heading', { level: 1, name: TEXT.ar.logIn });
    await waitFor(() => {
      expect(html()).toEqual(['ar', 'rtl']);
    });
    expect(fieldError(screen.getByLabelText(TEXT.ar.email))).toBe(TEXT.ar.ruleEmail);
    expect(localStorage.getItem('language')).toBe('ar');

    // Calls now ask for Arabic.
    await user.clear(screen.getByLabelText(TEXT.ar.email));
    await user.type(screen.getByLabelText(TEXT.ar.email), 'nobody@example.com');
    await user.type(screen.getByLabelText(TEXT.ar.password, { selector: 'input' }), 'Whatever1');
    await user.click(screen.getByRole('button', { name: TEXT.ar.logIn }));
    await waitFor(() => {
      expect(fakeApi.callsTo('POST /login')).toHaveLength(1);
    });
    expect(fakeApi.callsTo('POST /login')[0]?.headers['accept-language']).toBe('ar');

    // The next visit starts in Arabic.
    cleanup();
    const next = await renderApp({ path: '/auth/login' });
    await screen.findByRole('heading', { level: 1, name: TEXT.ar.logIn });
    expect(html()).toEqual(['ar', 'rtl']);

    await next.user.click(
      within(await banner()).getByRole('button', { name: `${TEXT.ar.language}: English` }),
    );
    await screen.findByRole('heading', { level: 1, name: TEXT.en.logIn });
    await waitFor(() => {
      expect(html()).toEqual(['en', 'ltr']);
    });
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('falls back to English for an unknown stored language', async () => {
    await renderApp({ path: '/auth/login', language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: TEXT.en.logIn });
    expect(html()).toEqual(['en', 'ltr']);
  });
});
