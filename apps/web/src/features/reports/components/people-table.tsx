import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { Link } from 'react-router';
import type { ReportPersonRow } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { ScoreBadge } from './score-badge';

/** A group's people with their scores; a name leads to that person's report. */
export function PeopleTable({ people, search }: { people: ReportPersonRow[]; search: string }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="people-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('people.name')}</Table.Th>
            <Table.Th scope="col">{t('people.department')}</Table.Th>
            <Table.Th scope="col">{t('columns.awareness')}</Table.Th>
            <Table.Th scope="col">{t('columns.risk')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/admin/reports/people/${person.id}?${search}`}>
                  {person.name}
                </Anchor>
                {person.email && (
                  <Text size="xs" c="dimmed">
                    <EmailAddress email={person.email} />
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{person.department_name?.[language] ?? t('notSet')}</Table.Td>
              <Table.Td>
                <ScoreBadge kind="awareness" score={person.awareness} band={person.awareness_band} />
                {person.low_confidence && (
                  <Text size="xs" c="dimmed">
                    {t('person.lowConfidence')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ScoreBadge kind="risk" score={person.risk} band={person.risk_band} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
