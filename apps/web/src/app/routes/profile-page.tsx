import { EmptyPage } from '../../components/empty-page';

export default function ProfilePage() {
  return <EmptyPage page="profile" empty="noData" />;
}
