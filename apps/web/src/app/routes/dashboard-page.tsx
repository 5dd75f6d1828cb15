import { DashboardView } from '../../features/dashboard/components/dashboard-view';

/** /dashboard: the signed-in player's dashboard (issue 6). */
export default function DashboardPage() {
  return <DashboardView />;
}
