import { act, screen } from '@testing-library/react';

/** Waits for the toast (a Mantine notification, role alert) with exactly this text. */
export async function findToast(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text, {
    exact: true,
    selector: '.mantine-Notification-description',
  });
  const toast = message.closest<HTMLElement>('[role="alert"]');
  if (!toast) throw new Error(`the text "${text}" is not in a toast`);
  return toast;
}

/** Removes every toast, so that the next one looked for is new. */
export async function clearToasts(): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  act(() => {
    notifications.clean();
  });
}
