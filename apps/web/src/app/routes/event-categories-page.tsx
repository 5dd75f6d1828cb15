import { EventCategoriesView } from '../../features/events/components/event-categories-view';

/** /event-categories: the categories with their upcoming and running events (issue 24). */
export default function EventCategoriesPage() {
  return <EventCategoriesView />;
}
