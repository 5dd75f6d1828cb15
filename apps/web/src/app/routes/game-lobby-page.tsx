import { useParams } from 'react-router';
import { PlayerGame } from '../../features/live/components/player/player-game';
import { RouterPlayerNavigation } from '../../features/live/components/router-player-navigation';

/** /game/:pin/lobby: the participant's screen; it follows the server's phase. */
export default function GameLobbyPage() {
  const { pin = '' } = useParams();
  return (
    <RouterPlayerNavigation>
      <PlayerGame key={pin} pin={pin} page="lobby" />
    </RouterPlayerNavigation>
  );
}
