import { lazy, Suspense, useState } from 'react';
import { BellButton } from '../../../components/bell-button';

const NotificationsPopover = lazy(() => import('./notifications-popover'));

/**
 * The bell in the header; its popover's code loads just after the first page. A click on the
 * bell before that code has arrived is kept: the popover opens once it is there.
 */
export function NotificationsBell() {
  const [isOpenAsked, setIsOpenAsked] = useState(false);
  return (
    <Suspense
      fallback={
        <BellButton
          onClick={() => {
            setIsOpenAsked(true);
          }}
        />
      }
    >
      <NotificationsPopover isInitiallyOpen={isOpenAsked} />
    </Suspense>
  );
}
