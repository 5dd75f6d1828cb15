import { useSearchParams } from 'react-router';
import { normalizeDigits, pinSchema } from '@awarequest/contracts';
import { JoinGameView } from '../../features/live/components/join-game-view';
import JoinPage from './join-page';

/** /join-game?pin=: nickname, avatar and extra time; without a PIN it asks for one first. */
export default function JoinGamePage() {
  const [params] = useSearchParams();
  const pin = normalizeDigits(params.get('pin') ?? '');
  return pinSchema.safeParse(pin).success ? <JoinGameView key={pin} pin={pin} /> : <JoinPage />;
}
