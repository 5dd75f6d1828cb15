import { IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type PlayerView } from '@awarequest/contracts';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { LiveAvatar } from '../live-avatar';
import { playerUi } from './player-ui';

/** In the lobby: you are in, waiting for the host, and how many have joined. */
export function PlayerLobby({ view }: { view: PlayerView }) {
  const { t } = useTranslation(['live', 'common']);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('common:pages.lobby.title'));
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={playerUi.center}>
      <LiveAvatar avatar={view.player.avatar} size={96} isLabelled />
      <h1 className={playerUi.title} ref={headingRef} tabIndex={-1}>
        {t('player.youAreIn')}
      </h1>
      <p className={playerUi.dimmed}>{pickText(view.title, language)}</p>
      <p className={playerUi.strong}>{t('player.waitingForHost')}</p>
      <p className={playerUi.notice} data-testid="players-count">
        <IconUsers size={18} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 6 }} />
        {t('player.playersCount', { count: view.players_count })}
      </p>
      {view.player.extended_time && <p>{t('player.extendedTimeOn')}</p>}
    </div>
  );
}
