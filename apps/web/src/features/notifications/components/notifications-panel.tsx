import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { currentLanguage } from '../../../lib/i18n';
import type { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { formatCount } from '../model/locale';
import { itemsOf, unreadCountOf } from '../model/notifications-cache';
import { NotificationItem } from './notification-item';

interface NotificationsPanelProps {
  query: ReturnType<typeof useNotifications>;
  /** Called when a notification is opened (the popover closes). */
  onNavigate: () => void;
}

/** The notifications list: the unread count, mark all read, the items newest first, older on demand. */
export function NotificationsPanel({ query, onNavigate }: NotificationsPanelProps) {
  const { t } = useTranslation(['notifications', 'common']);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = itemsOf(query.data);
  const unread = unreadCountOf(query.data);
  const now = Date.now();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0}>
          <Title order={2} size="h5">
            {t('common:notifications.title')}
          </Title>
          {unread > 0 && (
            <Text size="xs" c="dimmed" data-testid="notifications-unread-text">
              {t('unreadCount', { count: formatCount(unread, currentLanguage()) })}
            </Text>
          )}
        </Stack>
        {unread > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            loading={markAllRead.isPending}
            onClick={() => {
              markAllRead.mutate();
            }}
          >
            {t('markAllRead')}
          </Button>
        )}
      </Group>
      {query.isError && items.length === 0 ? (
        <Stack align="center" gap="xs" py="md" role="alert">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : items.length === 0 && !query.isPending ? (
        <EmptyState title={t('common:notifications.empty')} icon={<IconBell size={28} />} />
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto" offsetScrollbars>
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('common:notifications.title')}
          >
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={open} />
              </li>
            ))}
          </Stack>
          {query.hasNextPage && (
            <Button
              variant="subtle"
              fullWidth
              mt="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
