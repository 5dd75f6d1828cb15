/** Toast settings of docs/product.md §9: top-right, 2000 ms, at most 20, newest on top. */
export const TOAST_SETTINGS = { position: 'top-right', autoClose: 2000, limit: 20 } as const;

export type ToastTone = 'error' | 'success';
type ShowToast = (message: string, tone: ToastTone) => void;

// The notifications module is loaded with the first toast, not with the first page.
const showWithMantine: ShowToast = (message, tone) => {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ message, color: tone === 'error' ? 'red' : 'teal', withBorder: true });
  });
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
