import { EmptyPage } from '../../components/empty-page';

export default function KahootPage() {
  return <EmptyPage page="kahoot" empty="gameDataNotAvailable" />;
}
