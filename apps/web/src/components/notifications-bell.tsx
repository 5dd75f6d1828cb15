import { lazy, Suspense } from 'react';
import { BellButton } from './bell-button';

const NotificationsPopover = lazy(() => import('./notifications-popover'));

/** The bell in the header; its popover's code loads just after the first page. */
export function NotificationsBell() {
  return (
    <Suspense fallback={<BellButton />}>
      <NotificationsPopover />
    </Suspense>
  );
}
