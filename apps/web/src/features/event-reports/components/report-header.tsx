import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventCard } from '@awarequest/contracts';
import { formatEventDate } from '../model/format';
import { useLanguage } from '../../../lib/use-language';

const STATUS_COLORS: Record<EventCard['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  ended: 'dark',
  cancelled: 'red',
};

/** The event's title, state and dates, in the reader's calendar and time zone. */
export function ReportHeader({ event }: { event: EventCard }) {
  const { t } = useTranslation('event-reports');
  const language = useLanguage();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600}>
        {t('title')}
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {event.title[language]}
        </Title>
        <Badge color={STATUS_COLORS[event.status]} variant="light">
          {t(`status.${event.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" data-testid="event-report-dates">
        {t('dates', {
          start: formatEventDate(event.starts_at, language),
          due: formatEventDate(event.due_at, language),
        })}
        {event.grace_days > 0 && ` · ${t('grace', { count: event.grace_days })}`}
      </Text>
    </Stack>
  );
}
