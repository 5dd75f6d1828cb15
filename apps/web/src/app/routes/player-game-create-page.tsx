import { EmptyPage } from '../../components/empty-page';

export default function PlayerGameCreatePage() {
  return <EmptyPage page="playerGameCreate" empty="noCategories" />;
}
