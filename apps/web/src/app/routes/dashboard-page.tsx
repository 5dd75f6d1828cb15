import { canHaveChildren } from '@awarequest/contracts';
import { ChildrenProgressSection } from '../../features/children/components/children-progress-section';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useSession } from '../../lib/session';

/** /dashboard: the signed-in player's dashboard (issue 6); a parent also sees each child's progress. */
export default function DashboardPage() {
  const { user } = useSession();
  const isParent = user !== null && !user.parent_id && canHaveChildren(user.account_type);
  return <DashboardView more={isParent ? <ChildrenProgressSection /> : undefined} />;
}
