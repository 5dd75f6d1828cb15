import { EventsView } from '../../features/events/components/events-view';

/** /events: the player's events (issue 24). */
export default function EventsPage() {
  return <EventsView />;
}
