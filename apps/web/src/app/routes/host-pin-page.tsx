import { useParams } from 'react-router';
import { HostGame } from '../../features/live/components/host/host-game';
import { InvitePeople } from '../../features/notifications/components/invite-people';

/** /host/:pin: the host's dashboard of a session this browser created. */
export default function HostPinPage() {
  const { pin = '' } = useParams();
  return <HostGame key={pin} pin={pin} lobbyExtra={<InvitePeople pin={pin} />} />;
}
