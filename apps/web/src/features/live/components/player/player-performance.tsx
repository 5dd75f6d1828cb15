import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerView, RankEntry } from '@awarequest/contracts';
import { LinkButton } from '../../../../components/link-button';
import { formatNumber, formatPercent } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Podium } from '../podium';
import { StatGrid } from '../stat-grid';

/** The end: the player's performance (docs/product.md §2: score, correct, wrong, accuracy, rank) and the podium. */
export function PlayerPerformance({ view, ranking }: { view: PlayerView; ranking: RankEntry[] | null }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  useDocumentTitle(t('final.performance'));
  const { performance } = view;
  return (
    <Stack gap="lg">
      <Title order={1} ta="center">
        {t('final.performance')}
      </Title>
      {performance && (
        <StatGrid
          stats={[
            { key: 'score', label: t('final.score'), value: formatNumber(performance.score, language) },
            { key: 'correct', label: t('final.correct'), value: formatNumber(performance.correct, language) },
            { key: 'wrong', label: t('final.wrong'), value: formatNumber(performance.wrong, language) },
            {
              key: 'accuracy',
              label: t('final.accuracy'),
              value: formatPercent(Math.round(performance.accuracy), language),
            },
            {
              key: 'rank',
              label: t('final.rank'),
              value: t('rankOf', { rank: performance.rank, players: performance.players }),
            },
          ]}
        />
      )}
      {ranking && ranking.length > 0 && (
        <>
          <Title order={2} size="h3" ta="center">
            {t('final.podium')}
          </Title>
          <Podium ranking={ranking} />
        </>
      )}
      <LinkButton to="/join" label={t('final.playAnother')} />
    </Stack>
  );
}
