import { useParams } from 'react-router';
import { PlayerGame } from '../../features/live/components/player/player-game';

/** /game/:pin/play: the participant's screen; it follows the server's phase. */
export default function GamePlayPage() {
  const { pin = '' } = useParams();
  return <PlayerGame key={pin} pin={pin} page="play" />;
}
