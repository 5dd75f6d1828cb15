import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportPerson } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber, formatPercent } from '../model/format';

/** A person's mastery per topic, as a bar and a percentage. */
export function TopicTable({ topics }: { topics: ReportPerson['topics'] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dimensions.topic')}</Table.Th>
            <Table.Th scope="col">{t('person.mastery')}</Table.Th>
            <Table.Th scope="col">{t('person.answered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {topics.map((topic) => (
            <Table.Tr key={topic.category_id}>
              <Table.Th scope="row" fw={500}>
                {topic.name[language]}
                {topic.evidence < 0.5 && (
                  <Text size="xs" c="dimmed">
                    {t('person.lowConfidence')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td miw={160}>
                <Progress
                  value={topic.mastery * 100}
                  color={topic.mastery >= 0.7 ? 'teal' : topic.mastery >= 0.4 ? 'orange' : 'red'}
                  aria-label={formatPercent(topic.mastery * 100, language)}
                  mb={4}
                />
                <Text size="xs">{formatPercent(topic.mastery * 100, language)}</Text>
              </Table.Td>
              <Table.Td>{formatNumber(topic.answered, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
