import { Badge, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EVENT_REPORT_GROUP_BY,
  REPORT_MIN_GROUP_SIZE,
  type EventReport,
  type EventReportGroupBy,
} from '@awarequest/contracts';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

interface GroupsSectionProps {
  groups: EventReport['groups'];
  groupBy: EventReportGroupBy;
  onGroupBy: (groupBy: EventReportGroupBy) => void;
}

const isGroupBy = (value: string | null): value is EventReportGroupBy =>
  EVENT_REPORT_GROUP_BY.some((key) => key === value);

const COUNTS = ['people', 'completed', 'in_progress', 'not_started', 'overdue'] as const;

/** The audience by department, company, group, position or country, with each one's counts. */
export function GroupsSection({ groups, groupBy, onGroupBy }: GroupsSectionProps) {
  const { t } = useTranslation('event-reports');
  const language = useLanguage();
  const min = REPORT_MIN_GROUP_SIZE;
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-report-groups">
      <Title order={2} size="h4" id="event-report-groups">
        {t('groups.title')}
      </Title>
      <Select
        label={t('groups.groupBy')}
        data={EVENT_REPORT_GROUP_BY.map((value) => ({ value, label: t(`groupBy.${value}`) }))}
        value={groupBy}
        onChange={(value) => {
          if (isGroupBy(value)) onGroupBy(value);
        }}
        allowDeselect={false}
        w={{ base: '100%', sm: 220 }}
      />
      {groups.length === 0 ? (
        <Text c="dimmed">{t('groups.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="event-report-groups">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(`groupBy.${groupBy}`)}</Table.Th>
                {COUNTS.map((key) => (
                  <Table.Th scope="col" key={key}>
                    {t(`totals.${key}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('totals.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.key}>
                  <Table.Th scope="row" fw={500}>
                    {group.key === '' ? t('notSet') : group.name[language] || group.key}{' '}
                    {group.people > 0 && group.people < min && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('groups.small', { min })}
                      </Badge>
                    )}
                  </Table.Th>
                  {group.hidden ? (
                    <Table.Td colSpan={COUNTS.length + 1}>
                      <Text size="sm" c="dimmed">
                        {t('groups.hidden', { min })}
                      </Text>
                    </Table.Td>
                  ) : (
                    <>
                      {COUNTS.map((key) => (
                        <Table.Td key={key} c={key === 'overdue' && group.overdue > 0 ? 'red' : undefined}>
                          {formatNumber(group[key], language)}
                        </Table.Td>
                      ))}
                      <Table.Td>{formatPercent(group.completion_rate, language)}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
