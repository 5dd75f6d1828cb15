import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../model/live-session';

/** A small notice while the connection is being restored; the game comes back by itself. */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('live');
  if (status !== 'reconnecting' && status !== 'failed') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      py={6}
      icon={<Loader size={16} color="orange" aria-hidden />}
      role="status"
      data-testid="reconnecting"
    >
      {t('connection.reconnecting')}
    </Alert>
  );
}
