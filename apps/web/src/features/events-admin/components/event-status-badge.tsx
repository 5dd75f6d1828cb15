import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@awarequest/contracts';

const COLORS: Record<EventStatus | 'archived', string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  ended: 'dark',
  cancelled: 'red',
  archived: 'gray',
};

/** An event's state in words and colour; an archived event says so whatever its state was. */
export function EventStatusBadge({
  status,
  isArchived = false,
}: {
  status: EventStatus;
  isArchived?: boolean;
}) {
  const { t } = useTranslation('events-admin');
  const shown = isArchived ? 'archived' : status;
  return (
    <Badge variant={isArchived ? 'outline' : 'light'} color={COLORS[shown]} miw="max-content">
      {t(`statuses.${shown}`)}
    </Badge>
  );
}
