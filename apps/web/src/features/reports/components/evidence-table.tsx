import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import type { EvidenceRow } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatDateTime, formatNumber } from '../model/format';

/** Finished training, one row each: who (unless `isOnePerson`), what, when and the result. */
export function EvidenceTable({ rows, isOnePerson = false }: { rows: EvidenceRow[]; isOnePerson?: boolean }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={isOnePerson ? 560 : 860}>
      <Table striped verticalSpacing="xs" data-testid="evidence-table">
        <Table.Thead>
          <Table.Tr>
            {!isOnePerson && <Table.Th scope="col">{t('evidence.who')}</Table.Th>}
            {!isOnePerson && <Table.Th scope="col">{t('people.department')}</Table.Th>}
            <Table.Th scope="col">{t('evidence.what')}</Table.Th>
            <Table.Th scope="col">{t('evidence.when')}</Table.Th>
            <Table.Th scope="col">{t('evidence.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.user_id}-${row.finished_at}-${index}`}>
              {!isOnePerson && (
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  {row.email && (
                    <Text size="xs" c="dimmed">
                      <EmailAddress email={row.email} />
                    </Text>
                  )}
                </Table.Td>
              )}
              {!isOnePerson && <Table.Td>{row.department_name?.[language] ?? t('notSet')}</Table.Td>}
              <Table.Td>
                <Text size="sm">{row.title[language]}</Text>
                <Text size="xs" c="dimmed">
                  {row.source === 'live'
                    ? t('evidence.live')
                    : (row.topic?.[language] ?? t('evidence.selfPaced'))}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(row.finished_at, language)}</Table.Td>
              <Table.Td>
                {row.source === 'live' ? (
                  <Text size="sm">
                    {t('evidence.livePoints', {
                      points: formatNumber(row.points, language),
                      rank: formatNumber(row.rank, language),
                      players: formatNumber(row.players_count, language),
                    })}
                  </Text>
                ) : (
                  <Text size="sm" component="span">
                    {formatNumber(row.score, language)}{' '}
                    <Badge color={row.passed ? 'green' : 'red'} variant="light" size="sm">
                      {row.passed ? t('evidence.passed') : t('evidence.failed')}
                    </Badge>
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
