import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerView, RankEntry } from '@awarequest/contracts';
import { LinkButton } from '../../../../components/link-button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Podium } from '../podium';
import { StatGrid } from '../stat-grid';

/** The end: the player's performance (spec §2: score, correct, wrong, accuracy, rank) and the podium. */
export function PlayerPerformance({ view, ranking }: { view: PlayerView; ranking: RankEntry[] | null }) {
  const { t } = useTranslation('live');
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
            { key: 'score', label: t('final.score'), value: String(performance.score) },
            { key: 'correct', label: t('final.correct'), value: String(performance.correct) },
            { key: 'wrong', label: t('final.wrong'), value: String(performance.wrong) },
            { key: 'accuracy', label: t('final.accuracy'), value: `${Math.round(performance.accuracy)}%` },
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
