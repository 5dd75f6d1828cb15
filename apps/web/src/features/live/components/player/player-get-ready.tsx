import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GET_READY_SECONDS, type PlayerView } from '@awarequest/contracts';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Countdown } from '../countdown';
import { playerUi } from './player-ui';

/** Before each question: "Get ready", which question, and a short count down. */
export function PlayerGetReady({ view, offset }: { view: PlayerView; offset: number }) {
  const { t } = useTranslation('live');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('player.getReady'));
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={playerUi.center}>
      <h1 className={playerUi.title} ref={headingRef} tabIndex={-1}>
        {t('player.getReady')}
      </h1>
      <p className={playerUi.strong}>
        {t('progress', { current: view.question_index + 1, total: view.questions_count })}
      </p>
      {view.phase_ends_at !== null && (
        <Countdown
          endsAt={view.phase_ends_at}
          totalMs={GET_READY_SECONDS * 1000}
          offset={offset}
          size={140}
        />
      )}
    </div>
  );
}
