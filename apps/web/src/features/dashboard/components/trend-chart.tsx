import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { chartAxes, chartOverlays } from '../../../lib/chart-direction';
import { formatDay, formatNumber } from '../model/format';
import { ChartTable } from '../../../components/chart-table';

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

/** Daily awareness and risk as two lines, with the same numbers as a table for screen readers. */
export function TrendChart({ trend }: { trend: TrendPoint[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { dir } = useDirection();
  if (trend.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('trend.empty')}
      </Text>
    );
  }
  const data = trend.map((point) => ({ ...point, label: formatDay(point.day, language) }));
  const axes = chartAxes(dir);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} dir="ltr" data-chart="trend">
        <LineChart
          h={240}
          data={data}
          dataKey="label"
          series={[
            { name: 'awareness', label: t('trend.awareness'), color: 'teal.6' },
            { name: 'risk', label: t('trend.risk'), color: 'red.6' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={overlays.legendProps}
          tooltipProps={overlays.tooltipProps}
          valueFormatter={(value) => formatNumber(value, language)}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
          withDots={trend.length < 20}
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
        />
      </Box>
      <ChartTable
        caption={t('trend.tableCaption')}
        columns={[t('trend.day'), t('trend.awareness'), t('trend.risk')]}
        rows={trend.map((point) => ({
          key: point.day,
          cells: [
            formatDay(point.day, language),
            formatNumber(point.awareness, language),
            formatNumber(point.risk, language),
          ],
        }))}
      />
    </>
  );
}
