import type { NotificationData } from '@mantine/notifications';
import { loadUntilDone } from './load-until-done';

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

let notificationsModule: Promise<typeof import('@mantine/notifications')> | undefined;

/**
 * The toaster's code (the notifications module), loaded once. A load that fails while the
 * server cannot be reached is tried again until it arrives: a toast waits, the page goes on.
 */
export function loadToaster(): Promise<typeof import('@mantine/notifications')> {
  notificationsModule ??= loadUntilDone(() => import('@mantine/notifications'));
  return notificationsModule;
}

/** Shows a Mantine toast; the container mounts with the first one and shows what its store holds. */
export async function showToast(toast: NotificationData): Promise<void> {
  if (!isToasterNeeded) {
    isToasterNeeded = true;
    listeners.forEach((listener) => {
      listener();
    });
  }
  const { notifications } = await loadToaster();
  notifications.show(toast);
}

export type ToastTone = 'error' | 'success';
type ShowToast = (message: string, tone: ToastTone) => void;

const showWithMantine: ShowToast = (message, tone) => {
  void showToast({ message, color: tone === 'error' ? 'red' : 'teal', withBorder: true });
};

let show: ShowToast = showWithMantine;

/**
 * The player's light page has no Mantine: it shows toasts its own way. Returns a function that
 * puts Mantine's back.
 */
export function setToastShower(shower: ShowToast): () => void {
  show = shower;
  return () => {
    show = showWithMantine;
  };
}

export function toastError(message: string): void {
  show(message, 'error');
}

export function toastSuccess(message: string): void {
  show(message, 'success');
}
