import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { lookupFailureText, useSessionSummary } from '../api/get-session-summary';
import { JOIN_BLOCK_KEYS, joinBlockOf } from '../model/can-join';
import { readSeat } from '../model/seats';
import { JoinGameForm } from './join-game-form';

/** /join-game?pin=: the game's name, then the nickname and avatar form (or why it cannot be joined). */
export function JoinGameView({ pin }: { pin: string }) {
  const { t } = useTranslation(['live', 'common']);
  const hasSeat = readSeat(pin) !== null;
  const summary = useSessionSummary(pin, !hasSeat);
  if (hasSeat) return <Navigate to={`/game/${pin}/lobby`} replace />;
  if (summary.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  // A look-up the server refused (too many wrong PINs) or could not answer says so itself.
  const block = summary.isError ? null : joinBlockOf(summary.data);
  const refusal = summary.isError
    ? lookupFailureText(summary.error, t)
    : block
      ? t(JOIN_BLOCK_KEYS[block])
      : null;
  const title = summary.data ? pickText(summary.data.title, currentLanguage()) : t('common:pages.join.title');
  return (
    <PageFrame title={title} subtitle={t('join.subtitle', { pin })} size="sm">
      {refusal ? (
        <EmptyState title={refusal} action={<LinkButton to="/join" label={t('join.otherPin')} />} />
      ) : (
        <JoinGameForm pin={pin} />
      )}
    </PageFrame>
  );
}
