import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setToastShower, TOAST_SETTINGS, type ToastTone } from '../lib/toast';
import classes from './player-shell.module.css';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let nextId = 0;

/**
 * Toasts on the light pages (no Mantine notifications): top end, 2000 ms, at most 20, newest on
 * top (docs/product.md §9); an error is an alert, as Mantine's toasts are in the SPA. A toast's
 * 2000 ms is a CSS animation (player-shell.module.css) that stands still while any toast is
 * pointed at or holds the focus (WCAG 2.2.1, as Mantine's toasts pause): `animationend` closes it.
 * Each has a close button, and Escape closes the newest. Kept small: the join pages load it first.
 */
export function PlayerToasts() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = (id?: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setToasts((current) => current.slice(1));
      }
    };
    document.addEventListener('keydown', onKey);
    const stopShowing = setToastShower((message, tone) => {
      nextId += 1;
      const id = nextId;
      setToasts((current) => [{ id, message, tone }, ...current].slice(0, TOAST_SETTINGS.limit));
    });
    return () => {
      document.removeEventListener('keydown', onKey);
      stopShowing();
    };
  }, []);
  return (
    <div className={classes.toasts}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={classes.toast}
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          style={{ animationDuration: `${TOAST_SETTINGS.autoClose}ms` }}
          onAnimationEnd={() => {
            close(toast.id);
          }}
        >
          <p className={classes.toastText}>{toast.message}</p>
          <button
            type="button"
            className={classes.toastClose}
            aria-label={t('close')}
            onClick={() => {
              close(toast.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
