import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { EvidenceView } from '../../../features/reports/components/evidence-view';

/** /admin/reports/evidence: the printable ISO/IEC 27001 A.6.3 training evidence. */
export default function EvidencePage() {
  return (
    <AdminOnly>
      <EvidenceView />
    </AdminOnly>
  );
}
