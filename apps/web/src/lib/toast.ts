import type { NotificationData } from '@mantine/notifications';

/** Toast settings of docs/product.md §9: top-right, 2000 ms, at most 20, newest on top. */
export const TOAST_SETTINGS = { position: 'top-right', autoClose: 2000, limit: 20 } as const;

// The toaster (the notifications module and the container it renders into) loads with the
// first toast, not with the first page: no page waits for it before its form can be used.
let isToasterNeeded = false;
const listeners = new Set<() => void>();

export const hasToastBeenShown = (): boolean => isToasterNeeded;

export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast; the container mounts with the first one and shows what its store holds. */
export async function showToast(toast: NotificationData): Promise<void> {
  if (!isToasterNeeded) {
    isToasterNeeded = true;
    listeners.forEach((listener) => {
      listener();
    });
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show(toast);
}

export function toastError(message: string): void {
  void showToast({ message, color: 'red', withBorder: true });
}

export function toastSuccess(message: string): void {
  void showToast({ message, color: 'teal', withBorder: true });
}
