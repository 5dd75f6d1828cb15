import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../model/live-session';
import { playerUi } from './player/player-ui';

/** A small notice while the connection is being restored; the game comes back by itself. */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('live');
  if (status !== 'reconnecting' && status !== 'failed') return null;
  return (
    <p className={playerUi.notice} data-tone="warning" role="status" data-testid="reconnecting">
      {t('connection.reconnecting')}
    </p>
  );
}
