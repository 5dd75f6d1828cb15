import { useEffect, useState } from 'react';
import { setToastShower, TOAST_SETTINGS, type ToastTone } from '../lib/toast';
import classes from './player-shell.module.css';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let nextId = 0;

/**
 * Toasts on the player's light page (no Mantine notifications): top end, 2000 ms, at most 20,
 * newest on top (docs/product.md §9); an error is an alert, as Mantine's toasts are in the SPA.
 */
export function PlayerToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(
    () =>
      setToastShower((message, tone) => {
        nextId += 1;
        const id = nextId;
        setToasts((current) => [{ id, message, tone }, ...current].slice(0, TOAST_SETTINGS.limit));
        setTimeout(() => {
          setToasts((current) => current.filter((toast) => toast.id !== id));
        }, TOAST_SETTINGS.autoClose);
      }),
    [],
  );
  return (
    <div className={classes.toasts}>
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={classes.toast}
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
