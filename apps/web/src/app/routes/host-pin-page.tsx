import { useParams } from 'react-router';
import { EmptyPage } from '../../components/empty-page';

export default function HostPinPage() {
  const { pin = '' } = useParams();
  return <EmptyPage page="hostPin" empty="noParticipants" titleValues={{ pin }} />;
}
