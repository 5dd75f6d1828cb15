import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView, RankEntry } from '@awarequest/contracts';
import { formatNumber, formatPercent } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Podium } from '../podium';
import { StatGrid } from '../stat-grid';
import { PlayerLink } from './player-navigation';
import { playerUi } from './player-ui';

/** The end: the player's performance (docs/product.md §2: score, correct, wrong, accuracy, rank) and the podium. */
export function PlayerPerformance({ view, ranking }: { view: PlayerView; ranking: RankEntry[] | null }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('final.performance'));
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { performance } = view;
  return (
    <div className={playerUi.stack}>
      <h1 className={playerUi.title} style={{ textAlign: 'center' }} ref={headingRef} tabIndex={-1}>
        {t('final.performance')}
      </h1>
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
          <h2 className={playerUi.subtitle} style={{ textAlign: 'center' }}>
            {t('final.podium')}
          </h2>
          <Podium ranking={ranking} />
        </>
      )}
      <PlayerLink to="/join">{t('final.playAnother')}</PlayerLink>
    </div>
  );
}
