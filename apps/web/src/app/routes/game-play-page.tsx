import { WaitingForGame } from '../../components/waiting-for-game';

export default function GamePlayPage() {
  return <WaitingForGame page="play" />;
}
