import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { pickText, type TopicMastery } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { barAxes, chartOverlays, directedLabel, shorten } from '../../../lib/chart-direction';
import { formatNumber, formatPercent } from '../model/format';
import { ChartTable } from '../../../components/chart-table';

// The chart keeps its old width until its resize observer runs: the box clips it meanwhile.
const CLIP = { overflow: 'hidden' } as const;

const BAR_ROW_HEIGHT = 34;

/**
 * Mastery of every topic as horizontal bars, with the same numbers as a table for screen readers.
 * The SVG is laid out left to right (recharts' geometry assumes it) and mirrored by its axes, so
 * Arabic names keep their own direction without overflowing onto the bars.
 */
export function TopicMasteryChart({ topics }: { topics: TopicMastery[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { dir } = useDirection();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const nameLength = isPhone ? 20 : 34;
  const data = topics.map((topic) => ({
    topic: directedLabel(shorten(pickText(topic.name, language), nameLength)),
    mastery: Math.round(topic.mastery * 1000) / 10,
  }));
  const axes = barAxes(dir, isPhone ? 150 : 240);
  const overlays = chartOverlays(dir);
  return (
    <>
      <Box aria-hidden style={CLIP} dir="ltr" data-chart="topics">
        <BarChart
          h={Math.max(160, topics.length * BAR_ROW_HEIGHT + 40)}
          data={data}
          dataKey="topic"
          orientation="vertical"
          series={[{ name: 'mastery', label: t('topics.mastery'), color: 'primary' }]}
          valueFormatter={(value) => formatPercent(value, language)}
          xAxisProps={{ ...axes.xAxisProps, domain: [0, 100] }}
          yAxisProps={{ ...axes.yAxisProps, interval: 0 }}
          gridAxis="y"
          withTooltip={!isPhone}
          tooltipProps={overlays.tooltipProps}
          tooltipAnimationDuration={0}
          barProps={{ isAnimationActive: false }}
          // Hidden from readers (the table says it): not a stop for the keyboard either.
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ChartTable
        caption={t('topics.tableCaption')}
        columns={[t('topics.topic'), t('topics.mastery'), t('topics.answered'), t('topics.confidence')]}
        rows={topics.map((topic) => ({
          key: topic.category_id,
          cells: [
            pickText(topic.name, language),
            formatPercent(topic.mastery * 100, language),
            formatNumber(topic.answered, language),
            topic.low_confidence ? t('topics.low') : t('topics.sure'),
          ],
        }))}
      />
    </>
  );
}
