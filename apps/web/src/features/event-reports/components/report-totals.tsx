import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventReport } from '@awarequest/contracts';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

const COUNTS = ['people', 'completed', 'in_progress', 'not_started', 'overdue'] as const;

/** The totals as stat cards: people, each state, and the completion rate. */
export function ReportTotals({ totals }: { totals: EventReport['totals'] }) {
  const { t } = useTranslation('event-reports');
  const language = useLanguage();
  const cards = [
    ...COUNTS.map((key) => ({ key, label: t(`totals.${key}`), value: formatNumber(totals[key], language) })),
    { key: 'rate', label: t('totals.rate'), value: formatPercent(totals.completion_rate, language) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="event-report-totals">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="md" radius="md" data-total={card.key}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text fw={700} fz="xl" c={card.key === 'overdue' && totals.overdue > 0 ? 'red' : undefined}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
