import { AuditLogScreen } from '../../../features/audit-log/components/audit-log-screen';
import { AdminOnly } from '../../../features/authoring/components/admin-only';

/** /admin/audit: the audit log. */
export default function AuditPage() {
  return (
    <AdminOnly>
      <AuditLogScreen />
    </AdminOnly>
  );
}
