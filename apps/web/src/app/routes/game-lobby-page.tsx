import { WaitingForGame } from '../../components/waiting-for-game';

export default function GameLobbyPage() {
  return <WaitingForGame page="lobby" />;
}
