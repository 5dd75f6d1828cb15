import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { helpParams, viewStatistics, type StatisticContext } from '../model/statistics';

interface StatisticsGridProps {
  statistics: DashboardStatistics;
  context: StatisticContext;
}

/**
 * The 14 statistics of docs/product.md §3, as a description list of cards: each value with its
 * unit and a sentence saying what it counts, so the figures read together (an index of 0 % of
 * topics beside an awareness score of 50 out of 100, a risk score that is not a points total).
 */
export function StatisticsGrid({ statistics, context }: StatisticsGridProps) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const params = { ...helpParams(context), band: t(`score.riskBands.${context.riskBand}`) };
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
      {viewStatistics(statistics, language).map(({ key, value }) => (
        <Paper key={key} withBorder radius="md" p="sm" data-stat={key}>
          <Text component="dt" size="sm" fw={600}>
            {t(`statistics.${key}`)}
          </Text>
          <Text component="dd" fw={800} fz="xl" m={0} c={value === null ? 'dimmed' : undefined} data-value>
            <bdi>{value ?? t('statistics.notYet')}</bdi>
          </Text>
          <Text component="dd" size="xs" fw={700} m={0} data-unit>
            {t(`statisticHelp.${key}.unit`)}
          </Text>
          <Text component="dd" size="xs" c="dimmed" m={0} mt={4} data-help>
            {t(`statisticHelp.${key}.text`, params)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
