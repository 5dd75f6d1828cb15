import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, fillTemplate, type User } from '@awarequest/contracts';
import arProfile from '../../../locales/ar/profile.json';
import enProfile from '../../../locales/en/profile.json';
import { waitUntil } from '../../../test/wait-until';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({ api: { post: api.post, delete: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
// The modal's own imports load after the mocks.
const { PhotoModal } = await import('./photo-modal');

const USER = {
  id: 'u1',
  name: 'Sara',
  email: 'sara@corp.example',
  photo: null,
  avatar: null,
} as unknown as User;

/** The server's refusal of a photo over the pixel limit, worded in `language` as the server words it. */
function pixelRefusal(language: 'en' | 'ar') {
  const message = fillTemplate(
    ERRORS.PHOTO_TOO_MANY_PIXELS[language],
    { width: 10000, height: 5000, max: 40 },
    language,
  );
  const response = {
    status: 422,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { status: false, code: 'PHOTO_TOO_MANY_PIXELS', message, errors: { photo: [message] } },
  };
  return { message, error: new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, response) };
}

let root: Root | null = null;

async function renderModal(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { profile: enProfile }, ar: { profile: arProfile } },
    interpolation: { escapeValue: false },
  });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
            <MantineProvider>
              <PhotoModal isOpen onClose={() => undefined} user={USER} />
            </MantineProvider>
          </DirectionProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}

async function chooseAndUpload() {
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input).not.toBeNull();
  const file = new File([new Uint8Array(64)], 'huge.png', { type: 'image/png' });
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input?.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const upload = [...document.body.querySelectorAll('button')].find(
    (button) =>
      button.textContent === enProfile.photo.upload || button.textContent === arProfile.photo.upload,
  );
  await act(async () => {
    upload?.click();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('the photo dialog', () => {
  it.each(['en', 'ar'] as const)('shows the server’s pixel-limit refusal in %s', async (language) => {
    const { message, error } = pixelRefusal(language);
    api.post.mockRejectedValue(error);
    await renderModal(language);
    await chooseAndUpload();
    await waitUntil(() => document.body.querySelector('[role="alert"]')?.textContent === message);
    expect(api.post).toHaveBeenCalledOnce();
  });

  it('tells the limits in its hint, in Arabic too', async () => {
    await renderModal('ar');
    expect(document.body.textContent).toContain('٤٠ ميغابكسل');
  });
});
