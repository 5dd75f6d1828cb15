import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { EventCategoriesScreen } from '../../../features/events-admin/components/event-categories-screen';

/** /admin/event-categories: the categories events are grouped in, in order. */
export default function EventCategoriesAdminPage() {
  const { t } = useTranslation('events-admin');
  return (
    <AdminOnly>
      <PageFrame title={t('categories.title')} subtitle={t('categories.subtitle')}>
        <EventCategoriesScreen />
      </PageFrame>
    </AdminOnly>
  );
}
