import { useParams } from 'react-router';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { PersonView } from '../../../features/reports/components/person-view';

/** /admin/reports/people/:id: one person's scores, topics and history. */
export default function ReportPersonPage() {
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <PersonView id={id} />
    </AdminOnly>
  );
}
