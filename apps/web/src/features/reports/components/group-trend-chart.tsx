import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportTrendPoint } from '@awarequest/contracts';
import { ScoreTrendChart } from '../../../components/score-trend-chart';
import { useLanguage } from '../../../lib/use-language';
import { formatDay, formatNumber } from '../model/format';

/** A group's weekly average awareness and risk as two lines, with a table for screen readers. */
export function GroupTrendChart({ trend }: { trend: ReportTrendPoint[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  if (trend.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('trend.empty')}
      </Text>
    );
  }
  return (
    <ScoreTrendChart
      name="group-trend"
      height={220}
      points={trend.map((point) => ({ ...point, label: formatDay(point.week, language, 'short') }))}
      texts={{
        awareness: t('columns.awareness'),
        risk: t('columns.risk'),
        period: t('trend.week'),
        caption: t('trend.caption'),
      }}
      formatValue={(value) => formatNumber(value, language)}
    />
  );
}
