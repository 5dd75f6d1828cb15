import { lazy, Suspense } from 'react';
import { TOAST_SETTINGS } from '../lib/toast';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear; its code arrives just after the first page, off the critical path. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Notifications {...TOAST_SETTINGS} />
    </Suspense>
  );
}
