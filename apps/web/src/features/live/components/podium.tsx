import { Text, VisuallyHidden } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import classes from './podium.module.css';

/**
 * The top three on a podium; in reading order (and to screen readers) first, second, third. Rank
 * and points are read as words ("Rank 1", "120 points"): visually hidden text, since an
 * `aria-label` on plain text is not read.
 */
export function Podium({ ranking }: { ranking: RankEntry[] }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const top = ranking.filter((entry) => entry.rank <= 3).slice(0, 3);
  if (top.length === 0) return null;
  return (
    <ol className={classes.podium} aria-label={t('final.podium')} data-testid="podium">
      {top.map((entry) => (
        <li key={entry.player_id} className={classes.place} data-rank={entry.rank}>
          {entry.rank === 1 && <IconCrown size={28} color="var(--mantine-color-yellow-6)" aria-hidden />}
          <PlayerAvatar avatar={entry.avatar} size="lg" />
          <span className={classes.nickname} dir="auto">
            {entry.nickname}
          </span>
          <Text size="sm" dir="ltr" data-testid="podium-score">
            <VisuallyHidden>{t('ranking.points', { score: entry.score })}</VisuallyHidden>
            <span aria-hidden>{formatNumber(entry.score, language)}</span>
          </Text>
          <div className={classes.step}>
            <Text fw={800} fz="xl" c="inherit" data-testid="podium-rank">
              <VisuallyHidden>{t('ranking.rank', { rank: entry.rank })}</VisuallyHidden>
              <span aria-hidden>{formatNumber(entry.rank, language)}</span>
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
