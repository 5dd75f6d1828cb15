import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { AdminEventsScreen } from '../../../features/events-admin/components/admin-events-screen';

/** /admin/events: campaigns, tournaments and challenges, with filters and their actions. */
export default function EventsAdminPage() {
  const { t } = useTranslation('events-admin');
  return (
    <AdminOnly>
      <PageFrame title={t('list.title')} subtitle={t('list.subtitle')} size="xl">
        <AdminEventsScreen />
      </PageFrame>
    </AdminOnly>
  );
}
