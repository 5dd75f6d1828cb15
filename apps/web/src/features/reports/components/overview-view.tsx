import { Alert, Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconChartBar, IconPalette, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScoreTrendChart } from '../../../components/score-trend-chart';
import { useOverview } from '../api/get-overview';
import { OverviewBands, OverviewFigures } from './overview-figures';
import { OverdueAssignments, RecentSessions, WeakestTopics } from './overview-lists';
import { ReportLoading } from './report-loading';

const LINKS = [
  { to: '/admin/reports', key: 'reports', icon: IconChartBar },
  { to: '/admin/content', key: 'content', icon: IconSchool },
  { to: '/admin/users', key: 'users', icon: IconUsers },
  { to: '/admin/branding', key: 'branding', icon: IconPalette },
] as const;

/**
 * An admin's first screen: people active this month, awareness and risk by band with their
 * trend, the weakest topics, overdue assignments, recent live sessions, links onward.
 */
export function OverviewView() {
  const { t } = useTranslation('reports');
  const overview = useOverview();
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        {LINKS.map(({ to, key, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="light"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`overview.links.${key}`)}
          </Button>
        ))}
      </Group>
      {overview.isPending ? (
        <ReportLoading />
      ) : overview.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : (
        <>
          <OverviewFigures overview={overview.data} />
          <OverviewBands overview={overview.data} />
          <Card withBorder radius="md" padding="lg" bg="var(--aq-cards)">
            <Title order={2} size="h4" mb="sm">
              {t('overview.trend')}
            </Title>
            <ScoreTrendChart
              name="overview-trend"
              height={220}
              points={overview.data.trend.map((point) => ({ ...point, day: point.week }))}
              texts={{
                awareness: t('columns.awarenessScore'),
                risk: t('columns.riskScore'),
                period: t('trend.week'),
                caption: t('overview.trend'),
                empty: t('overview.noTrend'),
              }}
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <WeakestTopics overview={overview.data} />
            <OverdueAssignments overview={overview.data} />
            <RecentSessions overview={overview.data} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
