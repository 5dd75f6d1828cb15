import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventReport } from '@awarequest/contracts';
import { ChartTable } from '../../../components/chart-table';
import { chartAxes, chartOverlays } from '../../../lib/chart-direction';
import { formatDay } from '../../../lib/date-format';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

/** The completion rate day by day, right to left on Arabic pages, with a table for readers. */
export function CompletionChart({ points }: { points: EventReport['over_time'] }) {
  const { t } = useTranslation('event-reports');
  const { dir } = useDirection();
  const language = useLanguage();
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('chart.empty')}
      </Text>
    );
  }
  const data = points.map((point) => ({ ...point, label: formatDay(point.day, language, 'short') }));
  const axes = chartAxes(dir);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} dir="ltr" data-chart="event-completion">
        <LineChart
          h={220}
          data={data}
          dataKey="label"
          series={[{ name: 'completion_rate', label: t('chart.rate'), color: 'teal.6' }]}
          curveType="monotone"
          legendProps={overlays.legendProps}
          tooltipProps={overlays.tooltipProps}
          valueFormatter={(value) => formatPercent(value, language)}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
          withDots={data.length < 20}
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
          lineChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ChartTable
        caption={t('chart.caption')}
        columns={[t('chart.day'), t('chart.completed'), t('chart.rate')]}
        rows={data.map((point) => ({
          key: point.day,
          cells: [
            formatDay(point.day, language),
            formatNumber(point.completed, language),
            formatPercent(point.completion_rate, language),
          ],
        }))}
      />
    </>
  );
}
