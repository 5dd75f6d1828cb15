import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n';
import { useAppHarness } from '../../../test/app-harness';
import { JoinByPinForm } from './join-by-pin-form';
import { PlayerNavigationProvider } from './player/player-navigation';

const TEXT = {
  en: {
    pin: 'Game PIN',
    enter: 'Enter',
    unknownPin: "No game has this PIN. Check the PIN on the host's screen.",
    invalid: 'The game PIN has 6 digits',
  },
  ar: {
    pin: 'رمز اللعبة',
    enter: 'دخول',
    unknownPin: 'لا توجد لعبة بهذا الرمز. تحقّق من الرمز الظاهر على شاشة المضيف.',
  },
} as const;

const lobbySummary = {
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'lobby',
  locked: false,
  late_join: true,
  players_count: 0,
};

/** The /join form on the player's page, with a fake fetch and a recorded navigation. */
async function renderForm(language: 'en' | 'ar', search = '') {
  await initI18n(['common', 'live', 'errors']);
  await i18next.changeLanguage(language);
  const navigate = vi.fn();
  render(
    <PlayerNavigationProvider value={{ navigate, params: new URLSearchParams(search) }}>
      <JoinByPinForm />
    </PlayerNavigationProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

function answerFetch(status: number, body: unknown) {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('the PIN form of the player page', () => {
  useAppHarness();
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`says no game has an unknown PIN (${language}): an alert tied to the field, and no move`, async () => {
      const { navigate, user } = await renderForm(language);
      answerFetch(404, { status: false, code: 'SESSION_NOT_FOUND', message: 'Game data not available' });
      const field = screen.getByRole('textbox', { name: TEXT[language].pin });
      await user.type(field, '000001');
      await user.click(screen.getByRole('button', { name: TEXT[language].enter }));
      const alert = await screen.findByText(TEXT[language].unknownPin);
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByText('Game data not available')).toBeNull();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
      expect(navigate).not.toHaveBeenCalled();
    });
  }

  it('says a PIN is six digits before asking the server', async () => {
    const { user } = await renderForm('en');
    const fetchSpy = answerFetch(200, { status: true, data: lobbySummary });
    await user.type(screen.getByRole('textbox', { name: TEXT.en.pin }), '12');
    await user.click(screen.getByRole('button', { name: TEXT.en.enter }));
    expect(await screen.findByText(TEXT.en.invalid)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the PIN in Arabic-Indic digits, takes either kind, and asks in Arabic', async () => {
    const { navigate, user } = await renderForm('ar', '?pin=12');
    const fetchSpy = answerFetch(200, { status: true, data: lobbySummary });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: TEXT.ar.pin });
    expect(field.value).toBe('١٢');
    await user.type(field, '34٥٦');
    expect(field.value).toBe('١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: TEXT.ar.enter }));
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/join-game?pin=123456');
    });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/live/sessions/123456');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ar');
  });

  it('says the server refusal (too many wrong PINs) in its own words', async () => {
    const { user } = await renderForm('en');
    answerFetch(429, { status: false, code: 'PIN_ATTEMPTS_EXCEEDED', message: 'Too many wrong PINs.' });
    await user.type(screen.getByRole('textbox', { name: TEXT.en.pin }), '123456');
    await user.click(screen.getByRole('button', { name: TEXT.en.enter }));
    expect((await screen.findByText('Too many wrong PINs.')).closest('[role="alert"]')).not.toBeNull();
  });
});
