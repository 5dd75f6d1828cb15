import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganisationReport } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { chartAxes, chartOverlays } from '../../../lib/chart-direction';
import { formatNumber } from '../model/format';
import { groupLabel } from '../model/group-label';
import { ChartTable } from '../../../components/chart-table';

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

/** Average awareness and risk of each group as paired bars, with a table for screen readers. */
export function GroupChart({ report }: { report: OrganisationReport }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { dir } = useDirection();
  const data = report.groups.map((group) => ({
    label: groupLabel(group, report.dimension, language, t('notSet')),
    awareness: group.average_awareness ?? 0,
    risk: group.average_risk ?? 0,
  }));
  const axes = chartAxes(dir);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} data-chart="groups">
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          series={[
            { name: 'awareness', label: t('columns.awareness'), color: 'teal.6' },
            { name: 'risk', label: t('columns.risk'), color: 'red.6' },
          ]}
          withLegend
          legendProps={overlays.legendProps}
          tooltipProps={overlays.tooltipProps}
          valueFormatter={(value) => formatNumber(value, language)}
          xAxisProps={axes.xAxisProps}
          yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
          tooltipAnimationDuration={0}
          barProps={{ isAnimationActive: false }}
          // Hidden from readers (the table says it): not a stop for the keyboard either.
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ChartTable
        caption={t('chart.caption')}
        columns={[t(`dimensions.${report.dimension}`), t('columns.awareness'), t('columns.risk')]}
        rows={data.map((row, index) => ({
          key: String(index),
          cells: [row.label, formatNumber(row.awareness, language), formatNumber(row.risk, language)],
        }))}
      />
    </>
  );
}
