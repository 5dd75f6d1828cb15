import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { useDashboard } from '../api/get-dashboard';
import { AssignmentsCard } from './assignments-card';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardScores } from './dashboard-scores';
import { DashboardSection } from './dashboard-section';
import { LazyTrendChart } from './lazy-charts';
import { LeaderboardPanel } from './leaderboard-panel';
import { NextGames } from './next-games';
import { RecentAttempts } from './recent-attempts';
import { StatisticsGrid } from './statistics-grid';
import { TopicMasteryBars } from './topic-mastery-bars';

function DashboardBody() {
  const { t } = useTranslation(['dashboard', 'common']);
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (dashboard.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('dashboard:error.title')}
      >
        <Button
          mt="xs"
          variant="light"
          color="red"
          onClick={() => void dashboard.refetch()}
          loading={dashboard.isFetching}
        >
          {t('dashboard:error.retry')}
        </Button>
      </Alert>
    );
  }
  const { data } = dashboard;
  // Assigned campaign work shows first, even before the first game is played.
  const assignments =
    data.assignments.assigned > 0 ? <AssignmentsCard assignments={data.assignments} /> : null;
  if (!data.has_data) {
    return (
      <Stack gap="lg">
        {assignments}
        <DashboardEmpty firstGame={data.next_games[0]} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {assignments}
      <DashboardScores dashboard={data} />
      <DashboardSection name="statistics" title={t('dashboard:sections.statistics')}>
        <StatisticsGrid
          statistics={data.statistics}
          context={{ topics: data.topic_summary, riskBand: data.risk.band }}
        />
      </DashboardSection>
      <DashboardSection name="next" title={t('dashboard:sections.next')}>
        <NextGames games={data.next_games} />
      </DashboardSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DashboardSection
          name="topics"
          title={t('dashboard:sections.topics')}
          hint={t('dashboard:topics.hint')}
        >
          <TopicMasteryBars topics={data.topics} summary={data.topic_summary} />
        </DashboardSection>
        <DashboardSection name="trend" title={t('dashboard:sections.trend')} hint={t('dashboard:trend.hint')}>
          <LazyTrendChart trend={data.trend} />
        </DashboardSection>
      </SimpleGrid>
      <DashboardSection name="recent" title={t('dashboard:sections.recent')}>
        <RecentAttempts results={data.recent_attempts} />
      </DashboardSection>
    </Stack>
  );
}

/**
 * /dashboard: the player's scores and what explains them, statistics, charts, next games,
 * leaderboard; `more` follows them (a parent's children, from their own feature).
 */
export function DashboardView({ more }: { more?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')} size="xl">
      <DashboardBody />
      <LeaderboardPanel />
      {more}
    </PageFrame>
  );
}
