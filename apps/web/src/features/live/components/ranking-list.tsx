import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { LiveAvatar } from './live-avatar';
import { SpokenNumber } from './player/player-ui';
import classes from './ranking-list.module.css';

interface RankingListProps {
  ranking: RankEntry[];
  label: string;
  /** The player looking at it, highlighted. */
  meId?: string;
}

/** Ranks, nicknames, avatars, correct answers and scores, as an ordered list; rank and points read as words. */
export function RankingList({ ranking, label, meId }: RankingListProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <ol className={classes.list} aria-label={label}>
      {ranking.map((entry) => (
        <li
          key={entry.player_id}
          className={classes.row}
          data-me={entry.player_id === meId}
          data-testid="rank-row"
        >
          <span className={classes.who}>
            <SpokenNumber
              className={classes.rank}
              shown={formatNumber(entry.rank, language)}
              spoken={t('ranking.rank', { rank: entry.rank })}
            />
            <LiveAvatar avatar={entry.avatar} size="sm" />
            <span className={classes.nickname} dir="auto">
              {entry.nickname}
            </span>
          </span>
          <span className={classes.numbers}>
            <span className={classes.correct}>{t('ranking.correct', { count: entry.correct })}</span>
            <SpokenNumber
              className={classes.score}
              shown={formatNumber(entry.score, language)}
              spoken={t('ranking.points', { score: entry.score })}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
