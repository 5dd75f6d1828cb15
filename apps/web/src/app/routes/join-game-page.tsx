import { useSearchParams } from 'react-router';
import { normalizeDigits } from '@awarequest/contracts';
import { JoinGameView } from '../../features/live/components/join-game-view';
import { RouterPlayerNavigation } from '../../features/live/components/router-player-navigation';
import JoinPage from './join-page';

const PIN = /^\d{6}$/;

/** /join-game?pin=: nickname, avatar and extra time; without a PIN it asks for one first. */
export default function JoinGamePage() {
  const [params] = useSearchParams();
  const pin = normalizeDigits(params.get('pin') ?? '');
  if (!PIN.test(pin)) return <JoinPage />;
  return (
    <RouterPlayerNavigation>
      <JoinGameView key={pin} pin={pin} />
    </RouterPlayerNavigation>
  );
}
