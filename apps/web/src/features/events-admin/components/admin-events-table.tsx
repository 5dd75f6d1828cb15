import { Anchor, Badge, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
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

/** Events in rows: title and category, type, state, dates, audience, completion and actions; scrolls sideways on a phone. */
export function AdminEventsTable({ events, caption, onAction }: AdminEventsTableProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
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
            const target = { id: event.id, name, status: event.status, archived: event.archived };
            return (
              <Table.Tr key={event.id}>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color="gray" miw="max-content">
                    {t(`types.${event.event_type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <EventStatusBadge status={event.status} isArchived={event.archived} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('list.dateRange', {
                      start: formatDateTime(event.starts_at, language),
                      end: formatDateTime(event.due_at, language),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t('list.people', { count: event.audience_count })}</Text>
                </Table.Td>
                <Table.Td miw={120}>
                  {event.completion_rate === null ? (
                    <Text size="sm" c="dimmed">
                      {t('list.notApplicable')}
                    </Text>
                  ) : (
                    <Stack gap={4}>
                      <Text size="sm">{formatPercent(event.completion_rate, language)}</Text>
                      <Progress
                        value={event.completion_rate}
                        size="sm"
                        aria-label={t('list.columns.completion')}
                      />
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <EventRowActions target={target} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
