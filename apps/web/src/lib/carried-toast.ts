import { toastError, toastSuccess, type ToastTone } from './toast';

/** sessionStorage: a toast worded on one page for the next page load (the login's light page → the SPA). */
export const CARRIED_TOAST_KEY = 'aq-carried-toast';

/** Shows `message` on the page loaded next in this tab, as it would be shown here. */
export function toastAfterLoad(message: string, tone: ToastTone): void {
  sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ message, tone }));
}

/** Shows (once) the toast the previous page left for this one, if any. */
export function showCarriedToast(): void {
  const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
  if (raw === null) return;
  sessionStorage.removeItem(CARRIED_TOAST_KEY);
  try {
    const { message, tone } = JSON.parse(raw) as { message?: unknown; tone?: unknown };
    if (typeof message !== 'string') return;
    if (tone === 'error') toastError(message);
    else toastSuccess(message);
  } catch {
    // A damaged entry is dropped.
  }
}
