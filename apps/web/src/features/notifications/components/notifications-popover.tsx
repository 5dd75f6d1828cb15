import { Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { NotificationsPanel } from './notifications-panel';
import { useNewNotificationToast } from '../hooks/use-new-notification-toast';
import { useNotificationsSocket } from '../hooks/use-notifications-socket';
import { formatCount } from '../model/locale';
import { unreadCountOf } from '../model/notifications-cache';
import { currentLanguage } from '../../../lib/i18n';
import { BellButton } from '../../../components/bell-button';

/** The bell with its unread count, and the notifications list it opens; new ones arrive over the socket. */
export default function NotificationsPopover({ isInitiallyOpen = false }: { isInitiallyOpen?: boolean }) {
  const { t } = useTranslation(['notifications', 'common']);
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const query = useNotifications();
  useNotificationsSocket(useNewNotificationToast());
  const unread = unreadCountOf(query.data);
  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton
          unreadCount={unread}
          unreadText={formatCount(unread > 99 ? 99 : unread, currentLanguage()) + (unread > 99 ? '+' : '')}
          aria-label={unread > 0 ? t('bellLabel', { count: unread }) : t('common:notifications.label')}
          onClick={() => {
            setIsOpen((was) => !was);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <NotificationsPanel
          query={query}
          onNavigate={() => {
            setIsOpen(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
