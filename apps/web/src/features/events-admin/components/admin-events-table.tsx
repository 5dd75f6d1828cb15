import { Anchor, Badge, Group, Paper, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEventListItem } from '@awarequest/contracts';
import { formatDateTime } from '../../../lib/date-format';
import { formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { EventCategoryIcon } from '../../../components/event-category-icon';
import { EventRowActions } from './event-row-actions';
import { EventStatusBadge } from './event-status-badge';
import type { ActionTarget, EventAction } from './use-event-actions';

interface AdminEventsTableProps {
  events: AdminEventListItem[];
  caption: string;
  onAction: (action: EventAction, target: ActionTarget) => void;
}

/** The event's title (a link unless archived) and its category. */
function EventName({ event, name }: { event: AdminEventListItem; name: string }) {
  const language = useLanguage();
  return (
    <Stack gap={2}>
      {event.archived ? (
        <Text fw={600}>{name}</Text>
      ) : (
        <Anchor component={Link} to={`/admin/events/${event.id}`} fw={600}>
          {name}
        </Anchor>
      )}
      <Group gap={4} c={event.category.color} wrap="nowrap">
        <EventCategoryIcon name={event.category.icon} size={14} />
        <Text size="xs" c="dimmed">
          {event.category.name[language] || event.category.name.en}
        </Text>
      </Group>
    </Stack>
  );
}

function EventType({ event }: { event: AdminEventListItem }) {
  const { t } = useTranslation('events-admin');
  return (
    <Badge variant="dot" color="gray" miw="max-content">
      {t(`types.${event.event_type}`)}
    </Badge>
  );
}

function EventDates({ event }: { event: AdminEventListItem }) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  return (
    <Text size="sm">
      {t('list.dateRange', {
        start: formatDateTime(event.starts_at, language),
        end: formatDateTime(event.due_at, language),
      })}
    </Text>
  );
}

/** How far the audience is: the completion, and how many are overdue and in progress. */
function EventCompletion({ event }: { event: AdminEventListItem }) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  if (event.completion_rate === null)
    return (
      <Text size="sm" c="dimmed">
        {t('list.notApplicable')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">{formatPercent(event.completion_rate, language)}</Text>
      <Progress value={event.completion_rate} size="sm" aria-label={t('list.columns.completion')} />
      {event.assignments && (
        <Text size="xs" c="dimmed" data-testid="event-states">
          {t('list.states', {
            overdue: event.assignments.overdue,
            inProgress: event.assignments.in_progress,
          })}
        </Text>
      )}
    </Stack>
  );
}

const targetOf = (event: AdminEventListItem, name: string): ActionTarget => ({
  id: event.id,
  name,
  status: event.status,
  archived: event.archived,
});

/** On a phone, one card an event: seven columns do not fit 320 px (WCAG 1.4.10). */
function AdminEventCards({ events, caption, onAction }: AdminEventsTableProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {events.map((event) => {
        const name = event.title[language] || event.title.en;
        return (
          <Paper key={event.id} component="li" withBorder p="sm">
            <Stack gap="xs">
              <EventName event={event} name={name} />
              <Group gap="xs">
                <EventType event={event} />
                <EventStatusBadge status={event.status} isArchived={event.archived} />
              </Group>
              <EventDates event={event} />
              <Text size="sm">{t('list.people', { count: event.audience_count })}</Text>
              <EventCompletion event={event} />
              <EventRowActions target={targetOf(event, name)} onAction={onAction} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * Events in rows: title and category, type, state, dates, audience, completion (with how many
 * are overdue and in progress) and actions; one card an event on a phone.
 */
export function AdminEventsTable({ events, caption, onAction }: AdminEventsTableProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const isPhone = useMediaQuery('(max-width: 48em)');
  if (isPhone) return <AdminEventCards events={events} caption={caption} onAction={onAction} />;
  // A data table may scroll sideways (WCAG 1.4.10 exempts it): with text enlarged after the page
  // loaded (no media-query change event for that), until the next load shows the cards.
  return (
    <Table.ScrollContainer minWidth={860} data-scrolls-sideways>
      <Table verticalSpacing="sm" highlightOnHover>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.event')}</Table.Th>
            <Table.Th>{t('list.columns.type')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.dates')}</Table.Th>
            <Table.Th>{t('list.columns.audience')}</Table.Th>
            <Table.Th>{t('list.columns.completion')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const name = event.title[language] || event.title.en;
            return (
              <Table.Tr key={event.id}>
                <Table.Td>
                  <EventName event={event} name={name} />
                </Table.Td>
                <Table.Td>
                  <EventType event={event} />
                </Table.Td>
                <Table.Td>
                  <EventStatusBadge status={event.status} isArchived={event.archived} />
                </Table.Td>
                <Table.Td>
                  <EventDates event={event} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t('list.people', { count: event.audience_count })}</Text>
                </Table.Td>
                <Table.Td miw={120}>
                  <EventCompletion event={event} />
                </Table.Td>
                <Table.Td>
                  <EventRowActions target={targetOf(event, name)} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
