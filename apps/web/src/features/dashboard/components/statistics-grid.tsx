import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { viewStatistics } from '../model/statistics';

/** The 14 statistics of docs/product.md §3, as a description list of cards. */
export function StatisticsGrid({ statistics }: { statistics: DashboardStatistics }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" m={0}>
      {viewStatistics(statistics, language).map(({ key, value }) => (
        <Paper key={key} withBorder radius="md" p="sm" data-stat={key}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`statistics.${key}`)}
          </Text>
          <Text component="dd" fw={800} fz="xl" m={0} c={value === null ? 'dimmed' : undefined}>
            <bdi>{value ?? t('statistics.notYet')}</bdi>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
