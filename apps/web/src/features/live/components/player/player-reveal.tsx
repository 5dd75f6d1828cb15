import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { resultOnScreen, verdictKey } from '../../model/player-announcement';
import { CorrectAnswer } from '../correct-answer';
import { StatGrid } from '../stat-grid';
import classes from './player-reveal.module.css';
import { playerUi } from './player-ui';
import { YourAnswer } from './your-answer';

/**
 * After a question: right or wrong, the correct answer and why, points and rank; then wait.
 * The verdict takes the focus (the player's live region says it too, see player-game).
 */
export function PlayerReveal({ view }: { view: PlayerView }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { closed } = view;
  const result = resultOnScreen(view);
  const verdict = result ? t(verdictKey(result, view.question?.kind)) : t('player.waitingForHost');
  useDocumentTitle(verdict);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={playerUi.stack}>
      {/* One heading, focused once: the result may arrive just after the phase (then its words change). */}
      <div
        className={playerUi.center}
        data-verdict={result ? (result.is_correct ? 'correct' : 'wrong') : undefined}
      >
        {result && (
          <span className={classes.mark} data-correct={result.is_correct} aria-hidden>
            {result.is_correct ? <IconCheck size={44} stroke={3} /> : <IconX size={44} stroke={3} />}
          </span>
        )}
        <h1 className={result ? playerUi.title : playerUi.visuallyHidden} ref={headingRef} tabIndex={-1}>
          {verdict}
        </h1>
        {result && !result.answered && <p className={playerUi.dimmed}>{t('reveal.noAnswer')}</p>}
      </div>
      {result && (
        <StatGrid
          stats={[
            { key: 'points', label: t('reveal.points'), value: formatNumber(result.points, language) },
            { key: 'score', label: t('reveal.score'), value: formatNumber(result.score, language) },
            {
              key: 'rank',
              label: t('reveal.rank'),
              value: t('rankOf', { rank: result.rank, players: result.players }),
            },
            { key: 'streak', label: t('reveal.streak'), value: formatNumber(result.streak, language) },
          ]}
        />
      )}
      {result?.answered && !result.is_correct && view.question && view.my_answer && (
        <YourAnswer question={view.question} choiceKeys={view.my_answer} />
      )}
      {closed && <CorrectAnswer question={view.question} closed={closed} />}
      <p className={playerUi.strong} style={{ textAlign: 'center' }}>
        {t('player.waitingForHost')}
      </p>
    </div>
  );
}
