import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import type { EventReportPerson } from '@awarequest/contracts';
import { formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { formatEventDate } from '../model/format';
import { StateBadge } from './state-badge';

/** A table of people: name and email, department, state, progress and last activity. */
export function PersonTable({ rows, testId }: { rows: EventReportPerson[]; testId: string }) {
  const { t } = useTranslation('event-reports');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('people.name')}</Table.Th>
            <Table.Th scope="col">{t('people.department')}</Table.Th>
            <Table.Th scope="col">{t('people.state')}</Table.Th>
            <Table.Th scope="col">{t('people.progress')}</Table.Th>
            <Table.Th scope="col">{t('people.lastActivity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.user_id} data-state={row.state}>
              <Table.Td>
                <Text size="sm" fw={500} c={row.state === 'overdue' ? 'red' : undefined}>
                  {row.name}
                </Text>
                {row.email && (
                  <Text size="xs" c="dimmed">
                    <EmailAddress email={row.email} />
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.department_name?.[language] ?? t('notSet')}</Table.Td>
              <Table.Td>
                <StateBadge state={row.state} />
              </Table.Td>
              <Table.Td miw={140}>
                <Progress
                  value={row.progress}
                  color={row.state === 'overdue' ? 'red' : 'teal'}
                  aria-label={t('people.progress')}
                />
                <Text size="xs" c="dimmed">
                  {t('people.games', { done: row.completed_games, total: row.total_games })}
                  {' · '}
                  {formatPercent(row.progress, language)}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.last_activity_at ? formatEventDate(row.last_activity_at, language) : t('never')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
