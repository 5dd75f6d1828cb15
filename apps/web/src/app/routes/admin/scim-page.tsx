import { ScimAdminScreen } from '../../../features/scim-admin/components/scim-admin-screen';
import { AdminOnly } from '../../../features/authoring/components/admin-only';

/** /admin/scim: SCIM tokens, address and group mapping. */
export default function ScimPage() {
  return (
    <AdminOnly>
      <ScimAdminScreen />
    </AdminOnly>
  );
}
