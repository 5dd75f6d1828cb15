import { AdminUsersScreen } from '../../../features/admin-users/components/admin-users-screen';
import { AdminOnly } from '../../../features/authoring/components/admin-only';

/** /admin/users: the admin's users screen. */
export default function UsersPage() {
  return (
    <AdminOnly>
      <AdminUsersScreen />
    </AdminOnly>
  );
}
