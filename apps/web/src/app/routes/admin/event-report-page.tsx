import { useParams } from 'react-router';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { EventReportView } from '../../../features/event-reports/components/event-report-view';

/** /admin/events/:id/report: an event's progress report, for admins. */
export default function EventReportPage() {
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <EventReportView eventId={id} />
    </AdminOnly>
  );
}
