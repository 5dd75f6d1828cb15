import { SimpleGrid } from '@mantine/core';
import type { Dashboard } from '@awarequest/contracts';
import { DashboardSection } from './dashboard-section';
import { ScoreCard } from './score-card';
import { useTranslation } from 'react-i18next';

/** The awareness and risk cards side by side (stacked on a phone). */
export function DashboardScores({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardSection name="scores" title={t('sections.scores')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ScoreCard kind="awareness" summary={dashboard.awareness} />
        <ScoreCard kind="risk" summary={dashboard.risk} />
      </SimpleGrid>
    </DashboardSection>
  );
}
