import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventCard } from '@awarequest/contracts';
import { formatLongDateTime } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';

/** The one date a card needs: when it starts, is due, ends or ended, in the reader's time zone. */
export function EventCardDates({ event }: { event: EventCard }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const date = (iso: string) => formatLongDateTime(iso, language);
  const text =
    event.status === 'scheduled' || event.status === 'draft'
      ? t('dates.starts', { date: date(event.starts_at) })
      : event.status === 'running'
        ? t(event.event_type === 'campaign' ? 'dates.due' : 'dates.ends', { date: date(event.due_at) })
        : t('dates.ended', { date: date(event.due_at) });
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
