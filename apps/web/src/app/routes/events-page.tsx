import { EmptyPage } from '../../components/empty-page';

export default function EventsPage() {
  return <EmptyPage page="events" empty="noData" />;
}
