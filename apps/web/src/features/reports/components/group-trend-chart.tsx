import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportTrendPoint } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { chartAxes, chartOverlays } from '../../../lib/chart-direction';
import { formatDay, formatNumber } from '../model/format';
import { ChartTable } from '../../../components/chart-table';

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

/** A group's weekly average awareness and risk as two lines, with a table for screen readers. */
export function GroupTrendChart({ trend }: { trend: ReportTrendPoint[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { dir } = useDirection();
  if (trend.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('trend.empty')}
      </Text>
    );
  }
  const data = trend.map((point) => ({ ...point, label: formatDay(point.week, language) }));
  const axes = chartAxes(dir);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} data-chart="group-trend">
        <LineChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'awareness', label: t('columns.awareness'), color: 'teal.6' },
            { name: 'risk', label: t('columns.risk'), color: 'red.6' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={overlays.legendProps}
          tooltipProps={overlays.tooltipProps}
          valueFormatter={(value) => formatNumber(value, language)}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
        />
      </Box>
      <ChartTable
        caption={t('trend.caption')}
        columns={[t('trend.week'), t('columns.awareness'), t('columns.risk')]}
        rows={trend.map((point) => ({
          key: point.week,
          cells: [
            formatDay(point.week, language),
            formatNumber(point.awareness, language),
            formatNumber(point.risk, language),
          ],
        }))}
      />
    </>
  );
}
