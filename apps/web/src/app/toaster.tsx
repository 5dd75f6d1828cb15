import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasToastBeenShown, loadToaster, onFirstToast, TOAST_SETTINGS } from '../lib/toast';

// Never a failed load (which would take the whole app down): it is tried again until it arrives.
const Notifications = lazy(() => loadToaster().then((module) => ({ default: module.Notifications })));

/**
 * Where toasts appear. Its code arrives with the first toast (lib/toast.ts), never before a
 * page's first field can be used; toasts shown meanwhile wait in the notifications store.
 */
export function Toaster() {
  const isNeeded = useSyncExternalStore(onFirstToast, hasToastBeenShown);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...TOAST_SETTINGS} />
    </Suspense>
  );
}
