import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { LiveAvatar } from './live-avatar';
import { SpokenNumber } from './player/player-ui';
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
          {entry.rank === 1 && <IconCrown size={28} color="#fab005" aria-hidden />}
          <LiveAvatar avatar={entry.avatar} size="lg" />
          <span className={classes.nickname} dir="auto">
            {entry.nickname}
          </span>
          <SpokenNumber
            className={classes.score}
            shown={formatNumber(entry.score, language)}
            spoken={t('ranking.points', { score: entry.score })}
          />
          <div className={classes.step}>
            <SpokenNumber
              className={classes.rank}
              shown={formatNumber(entry.rank, language)}
              spoken={t('ranking.rank', { rank: entry.rank })}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
