import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@awarequest/contracts';

// The charting library is the largest part of the page: it loads after the numbers are shown.
const ScoreTrendChart = lazy(() =>
  import('../../../components/score-trend-chart').then((module) => ({ default: module.ScoreTrendChart })),
);

function ChartLoader() {
  const { t } = useTranslation();
  return (
    <Center h={200}>
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

/** Daily awareness and risk as two lines, with the same numbers as a table for screen readers. */
export function LazyTrendChart({ trend }: { trend: TrendPoint[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Suspense fallback={<ChartLoader />}>
      <ScoreTrendChart
        name="trend"
        height={240}
        points={trend}
        texts={{
          awareness: t('trend.awareness'),
          risk: t('trend.risk'),
          period: t('trend.day'),
          caption: t('trend.tableCaption'),
          empty: t('trend.empty'),
        }}
      />
    </Suspense>
  );
}
