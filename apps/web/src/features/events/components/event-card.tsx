import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type EventCard as EventCardData } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { eventPath } from '../model/event-links';
import { CategoryBadge } from './category-badge';
import classes from './event-card.module.css';
import { DueText } from './due-text';
import { EventCardDates } from './event-card-dates';
import { ProgressLine } from './progress-line';
import { StateBadge } from './state-badge';
import { StatusBadge, TypeBadge } from './status-badge';

/**
 * An event in a list; its title opens its page. `assigned` adds the person's progress and the
 * days left (or overdue, in red with a warning, never by colour alone).
 */
export function EventCard({
  event,
  assigned = false,
  withCategory = true,
}: {
  event: EventCardData;
  assigned?: boolean;
  /** False under a category's own heading, where the badge would repeat it. */
  withCategory?: boolean;
}) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const title = pickText(event.title, language);
  const overdue = assigned && event.my?.state === 'overdue';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="var(--aq-cards)"
      className={classes.card}
      data-event={event.id}
      data-overdue={overdue || undefined}
      style={overdue ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap={6} wrap="wrap">
          {withCategory && <CategoryBadge category={event.category} />}
          <TypeBadge type={event.event_type} />
        </Group>
        <Title order={3} size="h5">
          <Link to={eventPath(event.id)} className={classes.link}>
            {title}
          </Link>
        </Title>
        <Group gap="xs" justify="space-between">
          {assigned && event.my ? (
            <StateBadge state={event.my.state} />
          ) : (
            <StatusBadge status={event.status} />
          )}
          <Text size="sm" c="dimmed">
            {t('card.games', { count: event.games_count })}
          </Text>
        </Group>
        <EventCardDates event={event} />
        {assigned && event.my && (
          <>
            <ProgressLine my={event.my} title={title} />
            <DueText dueAt={event.due_at} state={event.my.state} />
          </>
        )}
      </Stack>
    </Card>
  );
}
