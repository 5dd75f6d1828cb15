import { EmptyPage } from '../../components/empty-page';

export default function EventCategoriesPage() {
  return <EmptyPage page="eventCategories" empty="noData" />;
}
