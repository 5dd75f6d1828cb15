import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { LiveAvatar } from '../live-avatar';
import classes from './player-bar.module.css';

/** Who is playing and their score, above every participant screen. */
export function PlayerBar({ view }: { view: PlayerView }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <div className={classes.bar} data-question-open={view.phase === 'question'}>
      <p className={classes.who}>
        <LiveAvatar avatar={view.player.avatar} size="sm" />
        <span className={classes.nickname} dir="auto" data-testid="my-nickname">
          {view.player.nickname}
        </span>
      </p>
      <p className={classes.score}>
        <span className={classes.scoreLabel}>{t('reveal.score')}</span>
        <span className={classes.scoreValue} data-testid="my-score">
          {formatNumber(view.player.score, language)}
        </span>
      </p>
    </div>
  );
}
