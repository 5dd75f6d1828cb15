import { Popover, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { BellButton } from './bell-button';

/** The notifications list; it fills in with the notifications issue. */
export default function NotificationsPopover() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={300} shadow="md" withinPortal>
      <Popover.Target>
        <BellButton />
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} size="h5">
          {t('notifications.title')}
        </Title>
        <EmptyState title={t('notifications.empty')} icon={<IconBell size={28} />} />
      </Popover.Dropdown>
    </Popover>
  );
}
