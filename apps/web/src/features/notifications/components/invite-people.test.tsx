import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@awarequest/contracts';
import arNotifications from '../../../locales/ar/notifications.json';
import enNotifications from '../../../locales/en/notifications.json';
import { clearSession, saveSession } from '../../../lib/session';

// No request leaves the test: the search answers nobody.
vi.mock('../../../lib/api-client', () => ({
  api: { get: () => Promise.resolve({ data: { status: true, data: [] } }), post: vi.fn() },
}));
const { InvitePeople } = await import('./invite-people');

let root: Root | undefined;
let host: HTMLElement;

async function renderAs(user: Pick<User, 'role' | 'parent_id'>, language: 'en' | 'ar' = 'en') {
  saveSession({ id: 'u1', name: 'Sara', ...user } as User, 'token');
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { notifications: enNotifications }, ar: { notifications: arNotifications } },
    interpolation: { escapeValue: false },
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider>
            <InvitePeople pin="123456" />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  clearSession();
});

describe('the invitation box of the host lobby', () => {
  it('is not offered to a child account, which may not search people', async () => {
    await renderAs({ role: 'player', parent_id: 'parent-1' });
    expect(host.querySelector('input')).toBeNull();
    expect(host.textContent).not.toContain(enNotifications.invite.title);
  });

  it('tells a player host they search by name, among whom, in English and Arabic', async () => {
    await renderAs({ role: 'player', parent_id: null });
    expect(host.textContent).toContain(enNotifications.invite.searchByName);
    expect(host.textContent).toContain(enNotifications.invite.scope);
    expect(host.textContent).not.toContain(enNotifications.invite.search);
    act(() => root?.unmount());
    host.remove();
    await renderAs({ role: 'player', parent_id: null }, 'ar');
    expect(host.textContent).toContain(arNotifications.invite.searchByName);
    expect(host.textContent).toContain(arNotifications.invite.scope);
  });

  it('lets an admin search by name or email', async () => {
    await renderAs({ role: 'admin', parent_id: null });
    expect(host.textContent).toContain(enNotifications.invite.search);
    expect(host.textContent).not.toContain(enNotifications.invite.scope);
  });
});
