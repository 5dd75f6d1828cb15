import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppHarness } from '../../../test/app-harness';
import { answer, type Answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { currentPath, renderApp } from '../../../test/render-app';
import { sessionCookies } from '../../../test/session-cookies';
import { TEXT } from '../../../test/texts';
import { clearToasts, findToast } from '../../../test/toasts';

const LANGS = ['en', 'ar'] as const;
const NO_SESSION = { user: undefined, accessToken: undefined };

describe('the toasts of docs/product.md §8 for a failed login', () => {
  const fakeApi = useAppHarness();

  async function openLogin(lang: (typeof LANGS)[number]) {
    const t = TEXT[lang];
    const { user } = await renderApp({ path: '/auth/login', language: lang });
    await user.type(await screen.findByLabelText(t.email), PLAYER_USER.email ?? '');
    await user.type(screen.getByLabelText(t.password, { selector: 'input' }), 'Player123');
    return user;
  }

  /** Submits the login form with POST /login answered by `reply`, and waits for `text`. */
  async function submitWith(user: UserEvent, lang: (typeof LANGS)[number], reply: Answer, text: string) {
    await clearToasts();
    fakeApi.on('POST /login', reply);
    await user.click(screen.getByRole('button', { name: TEXT[lang].logIn }));
    await findToast(text);
    expect(currentPath()).toBe('/auth/login');
  }

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('shows the server message, else the fallback by status, and the 422 errors map after a colon', async () => {
      const user = await openLogin(lang);
      await submitWith(user, lang, 'network-error', t.network);
      // Common headers of docs/product.md §7: the stored language, and no token without a session.
      const [sent] = fakeApi.callsTo('POST /login');
      expect(sent?.headers['accept-language']).toBe(lang);
      expect(sent?.headers.authorization).toBeUndefined();

      await submitWith(user, lang, answer(500, { status: false }), t.server);
      await submitWith(
        user,
        lang,
        answer(500, { status: false, message: 'Database on fire' }),
        'Database on fire',
      );
      await submitWith(user, lang, answer(403, { status: false }), t.forbidden);
      await submitWith(user, lang, answer(404, {}), t.notFound);
      await submitWith(user, lang, answer(418, { status: false }), t.unexpected);
      await submitWith(user, lang, answer(401, { status: false }), t.unauthorized);
      await submitWith(user, lang, answer(422, { status: false }), t.validation);
      await submitWith(
        user,
        lang,
        answer(422, { status: false, errors: { email: 'Email is taken', password: 'Password is too weak' } }),
        `${t.validation}: Email is taken, Password is too weak`,
      );
      await submitWith(
        user,
        lang,
        answer(422, {
          status: false,
          message: 'Check the form',
          errors: { email: 'Email is taken', name: 'Name is required' },
        }),
        'Check the form: Email is taken, Name is required',
      );
      expect(sessionCookies()).toEqual(NO_SESSION);
      // What the person typed stays in the form after every failure.
      expect(screen.getByLabelText(t.email)).toHaveProperty('value', PLAYER_USER.email);
      expect(screen.getByLabelText(t.password, { selector: 'input' })).toHaveProperty('value', 'Player123');
    });

    it('marks the password invalid and names its error when it is left empty', async () => {
      const { user } = await renderApp({ path: '/auth/login', language: lang });
      await user.type(await screen.findByLabelText(t.email), PLAYER_USER.email ?? '');
      const password = screen.getByLabelText(t.password, { selector: 'input' });
      expect(password.getAttribute('aria-invalid')).toBe('false');
      await user.click(screen.getByRole('button', { name: t.logIn }));
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(password.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toMatch(/\S/);
      // Typing a password clears the error again.
      await user.type(password, 'Player123');
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('false');
      expect(password.getAttribute('aria-describedby')).toBeNull();
    });

    it('shows the login toasts when the answer lacks the user or the token', async () => {
      const user = await openLogin(lang);
      await submitWith(user, lang, answer(200, { status: true, data: { token: 'abc' } }), t.invalidUser);
      await submitWith(
        user,
        lang,
        answer(200, { status: true, data: { user: { id: 'u1', email: PLAYER_USER.email, name: 'Demo' } } }),
        t.tokenMissing,
      );
      expect(sessionCookies()).toEqual(NO_SESSION);
    });
  });
});
