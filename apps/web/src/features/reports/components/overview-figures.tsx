import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AWARENESS_BANDS, RISK_BANDS, type AdminOverview } from '@awarequest/contracts';
import { AWARENESS_BAND_COLORS, RISK_BAND_COLORS } from '../../../lib/score-bands';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../model/format';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="md" bg="var(--aq-cards)">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** People, the active ones this month, and the average awareness and risk (0..100). */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const number = (value: number | null) => formatNumber(value, language);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Figure
        label={t('overview.active')}
        value={number(overview.active_this_month)}
        hint={t('overview.activeHint', { people: number(overview.people) })}
      />
      <Figure
        label={t('overview.scored')}
        value={number(overview.scored_people)}
        hint={t('overview.scoredHint')}
      />
      <Figure
        label={t('columns.awareness')}
        value={overview.average_awareness === null ? '–' : number(overview.average_awareness)}
        hint={t('overview.awarenessHint')}
      />
      <Figure
        label={t('columns.risk')}
        value={overview.average_risk === null ? '–' : number(overview.average_risk)}
        hint={t('overview.riskHint')}
      />
    </SimpleGrid>
  );
}

interface BandListProps<T extends string> {
  title: string;
  bands: readonly T[];
  counts: Record<T, number>;
  colors: Record<T, string>;
  labelOf: (band: T) => string;
}

function BandList<T extends string>({ title, bands, counts, colors, labelOf }: BandListProps<T>) {
  const language = useLanguage();
  const total = bands.reduce((sum, band) => sum + counts[band], 0);
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--aq-cards)">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {bands.map((band) => (
          <Stack key={band} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{labelOf(band)}</Text>
              <Text size="sm" fw={600}>
                {formatNumber(counts[band], language)}
              </Text>
            </Group>
            <Progress
              value={(100 * counts[band]) / Math.max(1, total)}
              color={colors[band]}
              size="sm"
              aria-hidden
            />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** How many people sit in each awareness band and each risk band. */
export function OverviewBands({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('reports');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <BandList
        title={t('overview.awarenessBands')}
        bands={AWARENESS_BANDS}
        counts={overview.awareness_bands}
        colors={AWARENESS_BAND_COLORS}
        labelOf={(band) => t(`awarenessBands.${band}`)}
      />
      <BandList
        title={t('overview.riskBands')}
        bands={RISK_BANDS}
        counts={overview.risk_bands}
        colors={RISK_BAND_COLORS}
        labelOf={(band) => t(`riskBands.${band}`)}
      />
    </SimpleGrid>
  );
}
