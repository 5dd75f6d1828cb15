import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatus, EventType } from '@awarequest/contracts';

const COLORS: Record<EventStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  ended: 'gray',
  cancelled: 'red',
};

/** An event's status in words, with a coloured dot. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('events');
  return (
    <Badge color={COLORS[status]} variant="dot" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** An event's kind in words. */
export function TypeBadge({ type }: { type: EventType }) {
  const { t } = useTranslation('events');
  return (
    <Badge color="gray" variant="default">
      {t(`types.${type}`)}
    </Badge>
  );
}
