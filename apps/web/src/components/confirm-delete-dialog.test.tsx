import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enSso from '../locales/en/sso.json';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('../lib/toast', () => ({ toastSuccess: toasts.success }));
const { ConfirmDeleteDialog } = await import('./confirm-delete-dialog');

const TARGET = { id: 'c-1', name: 'Contoso' };

async function renderDialog(remove: { isPending: boolean; mutate: ReturnType<typeof vi.fn> }) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { sso: enSso } } });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ConfirmDeleteDialog
          namespace="sso"
          target={TARGET}
          onClose={onClose}
          remove={remove as Parameters<typeof ConfirmDeleteDialog>[0]['remove']}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  toasts.success.mockReset();
});

describe('asking before deleting an entry of an admin list', () => {
  it('names the entry, and Cancel closes without deleting', async () => {
    const mutate = vi.fn();
    const onClose = await renderDialog({ isPending: false, mutate });
    const dialog = await screen.findByRole('dialog', { name: enSso.admin.delete });
    expect(dialog.textContent).toContain(enSso.admin.deleteConfirm.replace('{{name}}', TARGET.name));
    await userEvent.setup().click(screen.getByRole('button', { name: enSso.admin.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('deletes by id, then says so and closes', async () => {
    const mutate = vi.fn((_id: string, options: { onSuccess: () => void }) => {
      options.onSuccess();
    });
    const onClose = await renderDialog({ isPending: false, mutate });
    await screen.findByRole('dialog', { name: enSso.admin.delete });
    await userEvent.setup().click(screen.getByRole('button', { name: enSso.admin.delete }));
    expect(mutate).toHaveBeenCalledWith(TARGET.id, expect.anything());
    expect(toasts.success).toHaveBeenCalledWith(enSso.admin.deleted);
    expect(onClose).toHaveBeenCalled();
  });
});
