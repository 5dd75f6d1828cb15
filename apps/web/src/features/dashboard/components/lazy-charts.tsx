import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

// The charting library is the largest part of the page: it loads after the numbers are shown.
const TopicMasteryChart = lazy(() =>
  import('./topic-mastery-chart').then((module) => ({ default: module.TopicMasteryChart })),
);
const TrendChart = lazy(() => import('./trend-chart').then((module) => ({ default: module.TrendChart })));

function ChartLoader() {
  const { t } = useTranslation();
  return (
    <Center h={200}>
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

export function LazyTopicMasteryChart(props: ComponentProps<typeof TopicMasteryChart>) {
  return (
    <Suspense fallback={<ChartLoader />}>
      <TopicMasteryChart {...props} />
    </Suspense>
  );
}

export function LazyTrendChart(props: ComponentProps<typeof TrendChart>) {
  return (
    <Suspense fallback={<ChartLoader />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
