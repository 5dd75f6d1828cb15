import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@awarequest/contracts';
import { i18next } from '../../../lib/i18n';
import { digitsIn } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { lookupFailureText, lookupSession, type SessionLookup } from '../api/lookup-session';
import { JOIN_BLOCK_KEYS, joinBlockOf } from '../model/can-join';
import { readSeat } from '../model/seats';
import { JoinGameForm } from './join-game-form';
import { PlayerEmpty, PlayerFrame } from './player/player-frame';
import { PlayerLink, PlayerRedirect } from './player/player-navigation';
import { Spinner } from './player/player-ui';

/** The look-up of `pin` (once per PIN), undefined while it runs. */
function useSessionLookup(pin: string, isEnabled: boolean): SessionLookup | undefined {
  const [lookup, setLookup] = useState<{ pin: string; result: SessionLookup } | undefined>();
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    void lookupSession(pin).then(async (result) => {
      // A failure is worded with the errors catalog, which the player's page loads when needed.
      if (!result.ok) await i18next.loadNamespaces('errors');
      if (isCurrent) setLookup({ pin, result });
    });
    return () => {
      isCurrent = false;
    };
  }, [pin, isEnabled]);
  return lookup?.pin === pin ? lookup.result : undefined;
}

/**
 * /join-game?pin= (where the QR code of the host's screen leads): the game's name, then the
 * nickname and avatar form (or why it cannot be joined).
 */
export function JoinGameView({ pin }: { pin: string }) {
  const { t } = useTranslation(['live', 'common']);
  const language = useLanguage();
  const hasSeat = readSeat(pin) !== null;
  const lookup = useSessionLookup(pin, !hasSeat);
  if (hasSeat) return <PlayerRedirect to={`/game/${pin}/lobby`} />;
  if (!lookup) return <Spinner label={t('common:loading')} />;
  // A look-up the server refused (too many wrong PINs) or could not answer says so itself.
  const summary = lookup.ok ? lookup.summary : null;
  const block = lookup.ok ? joinBlockOf(summary) : null;
  const refusal = !lookup.ok
    ? lookupFailureText(lookup.failure, t)
    : block
      ? t(JOIN_BLOCK_KEYS[block])
      : null;
  const title = summary ? pickText(summary.title, language) : t('common:pages.join.title');
  return (
    <PlayerFrame title={title} subtitle={t('join.subtitle', { pin: digitsIn(pin, language) })}>
      {refusal ? (
        <PlayerEmpty title={refusal} action={<PlayerLink to="/join">{t('join.otherPin')}</PlayerLink>} />
      ) : (
        <JoinGameForm pin={pin} />
      )}
    </PlayerFrame>
  );
}
