/** Toast settings of docs/product.md §9: top-right, 2000 ms, at most 20, newest on top. */
export const TOAST_SETTINGS = { position: 'top-right', autoClose: 2000, limit: 20 } as const;

// The notifications module is loaded with the first toast, not with the first page.
const show = async (message: string, color: 'red' | 'teal') => {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ message, color, withBorder: true });
};

export function toastError(message: string): void {
  void show(message, 'red');
}

export function toastSuccess(message: string): void {
  void show(message, 'teal');
}
