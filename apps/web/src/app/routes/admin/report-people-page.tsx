import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { GroupPeopleView } from '../../../features/reports/components/group-people-view';

/** /admin/reports/people?dimension=&group=: one report group's trend and people. */
export default function ReportPeoplePage() {
  return (
    <AdminOnly>
      <GroupPeopleView />
    </AdminOnly>
  );
}
