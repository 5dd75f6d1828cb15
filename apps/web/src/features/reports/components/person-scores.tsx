import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportPerson } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatDateTime } from '../model/format';
import { FactorList } from './factor-list';
import { ScoreBadge } from './score-badge';

type Scores = NonNullable<ReportPerson['scores']>;

/** Awareness and risk side by side, each with its band and what moved it. */
export function PersonScores({ scores }: { scores: Scores }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4">
              {t('columns.awarenessScore')}
            </Title>
            <ScoreBadge kind="awareness" score={scores.awareness} band={scores.awareness_band} />
          </Group>
          {scores.low_confidence && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('person.lowConfidence')}
            </Text>
          )}
          <FactorList kind="awareness" factors={scores.awareness_factors} emptyText={t('person.noFactors')} />
        </Card>
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4">
              {t('columns.riskScore')}
            </Title>
            <ScoreBadge kind="risk" score={scores.risk} band={scores.risk_band} />
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {t(`roleLevels.${scores.role_level}`)}
          </Text>
          <FactorList kind="risk" factors={scores.risk_factors} emptyText={t('person.noFactors')} />
        </Card>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('person.computed', { at: formatDateTime(scores.computed_at, language) })}{' '}
        <bdi>{scores.formula_version}</bdi>
      </Text>
    </Stack>
  );
}
