import { describe, expect, it, vi } from 'vitest';
import { useAppHarness } from '../test/app-harness';
import { answer } from '../test/fake-api';
import { PLAYER_USER } from '../test/people';
import { apiUrl, FetchJsonError, getJson } from './fetch-json';
import { initI18n } from './i18n';
import { getSession, saveSession } from './session';
import { toastError } from './toast';
import { setUnauthorizedHandler } from './unauthorized';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

describe('apiUrl', () => {
  it('joins the base and the path with one slash, as axios does', () => {
    expect(apiUrl('/settings/theme', '/api')).toBe('/api/settings/theme');
    expect(apiUrl('settings/theme', '/api/')).toBe('/api/settings/theme');
    expect(apiUrl('/settings/theme', 'https://api.example.test/v1/')).toBe(
      'https://api.example.test/v1/settings/theme',
    );
  });

  it('leaves an absolute address alone', () => {
    expect(apiUrl('https://other.example.test/x', '/api')).toBe('https://other.example.test/x');
  });
});

describe('getJson: the frame’s silent GETs without axios', () => {
  const fakeApi = useAppHarness();

  it('sends the language and, with a session, the bearer token, and returns the body', async () => {
    await initI18n();
    saveSession(PLAYER_USER, 'token-1');
    fakeApi.on('GET /settings/theme', answer(200, { status: true, data: { logo: 'x.png' } }));
    await expect(getJson('/settings/theme')).resolves.toEqual({ status: true, data: { logo: 'x.png' } });
    const [call] = fakeApi.callsTo('GET /settings/theme');
    expect(call?.headers['accept-language']).toBe('en');
    expect(call?.headers.authorization).toBe('Bearer token-1');
  });

  it('rejects a failure with its status and body, without a toast', async () => {
    fakeApi.on('GET /settings/auth', answer(404, { status: false, code: 'NOT_FOUND' }));
    const failure = await getJson('/settings/auth').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchJsonError);
    expect(failure).toMatchObject({ status: 404, body: { status: false, code: 'NOT_FOUND' } });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rejects with no status when nothing answered', async () => {
    fakeApi.on('GET /settings/theme', 'network-error');
    await expect(getJson('/settings/theme')).rejects.toMatchObject({ status: undefined });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('tells a 401 that ends the session, signs out and goes to the login', async () => {
    await initI18n();
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    saveSession(PLAYER_USER, 'expired');
    fakeApi.on('GET /settings/theme', answer(401, { status: false, message: 'Your session has ended' }));
    await expect(getJson('/settings/theme')).rejects.toMatchObject({ status: 401 });
    expect(toastError).toHaveBeenCalledWith('Your session has ended');
    expect(getSession().token).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });
});
