import { WaitingForGame } from '../../components/waiting-for-game';

export default function GameStartPage() {
  return <WaitingForGame page="start" />;
}
