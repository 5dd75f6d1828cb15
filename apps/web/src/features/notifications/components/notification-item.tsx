import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { useNotificationText } from '../hooks/use-notification-text';
import { relativeTime } from '../model/relative-time';
import { NotificationIcon } from './notification-icon';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}

/** One notification: its icon, sentence and age; a link to its place that marks it read. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { text, to } = useNotificationText()(notification);
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.item}
      data-unread={!notification.read || undefined}
      data-testid="notification-item"
      onClick={() => {
        onOpen(notification);
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <NotificationIcon kind={notification.kind} />
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={notification.read ? 400 : 600} className={classes.text}>
            {text}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
            {relativeTime(notification.created_at, now, currentLanguage())}
          </Text>
        </Box>
        {!notification.read && <span className={classes.dot} role="img" aria-label={t('unreadDot')} />}
      </Group>
    </UnstyledButton>
  );
}
