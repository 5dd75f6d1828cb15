import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text, useDirection } from '@mantine/core';
import { chartAxes, chartOverlays } from '../lib/chart-direction';
import { formatDay } from '../lib/date-format';
import { formatNumber } from '../lib/number-format';
import { useLanguage } from '../lib/use-language';
import { ChartTable } from './chart-table';

export interface ScoreTrendPoint {
  /** The day (or a week's first day), YYYY-MM-DD. */
  day: string;
  awareness: number;
  risk: number;
}

interface ScoreTrendChartProps {
  points: ScoreTrendPoint[];
  height: number;
  /** Marks the chart for tests (`data-chart`). */
  name: string;
  texts: { awareness: string; risk: string; period: string; caption: string; empty: string };
}

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

/**
 * Awareness and risk (0..100) over time as two lines, drawn right to left on Arabic pages, with
 * the same numbers as a table for screen readers. The dashboard's daily trend and a group's
 * weekly one in the reports.
 */
export function ScoreTrendChart({ points, height, name, texts }: ScoreTrendChartProps) {
  const { dir } = useDirection();
  const language = useLanguage();
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {texts.empty}
      </Text>
    );
  }
  const data = points.map((point) => ({ ...point, label: formatDay(point.day, language, 'short') }));
  const formatValue = (value: number) => formatNumber(value, language);
  const axes = chartAxes(dir);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} dir="ltr" data-chart={name}>
        <LineChart
          h={height}
          data={data}
          dataKey="label"
          series={[
            { name: 'awareness', label: texts.awareness, color: 'teal.6' },
            { name: 'risk', label: texts.risk, color: 'red.6' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={overlays.legendProps}
          tooltipProps={overlays.tooltipProps}
          valueFormatter={formatValue}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
          withDots={data.length < 20}
          tooltipAnimationDuration={0}
          lineProps={{ isAnimationActive: false }}
          // Hidden from readers (the table says it): not a stop for the keyboard either.
          lineChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ChartTable
        caption={texts.caption}
        columns={[texts.period, texts.awareness, texts.risk]}
        rows={data.map((point) => ({
          key: point.label,
          cells: [point.label, formatValue(point.awareness), formatValue(point.risk)],
        }))}
      />
    </>
  );
}
