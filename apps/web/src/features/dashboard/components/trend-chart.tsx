import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@awarequest/contracts';
import { ScoreTrendChart } from '../../../components/score-trend-chart';
import { useLanguage } from '../../../lib/use-language';
import { formatDay, formatNumber } from '../model/format';

/** Daily awareness and risk as two lines, with the same numbers as a table for screen readers. */
export function TrendChart({ trend }: { trend: TrendPoint[] }) {
  const { t } = useTranslation('dashboard');
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
      name="trend"
      height={240}
      points={trend.map((point) => ({ ...point, label: formatDay(point.day, language, 'short') }))}
      texts={{
        awareness: t('trend.awareness'),
        risk: t('trend.risk'),
        period: t('trend.day'),
        caption: t('trend.tableCaption'),
      }}
      formatValue={(value) => formatNumber(value, language)}
    />
  );
}
