import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { OverviewView } from '../../../features/reports/components/overview-view';

/** /admin/overview (and an admin's /): the organisation at a glance. */
export default function OverviewPage() {
  const { t } = useTranslation('reports');
  return (
    <AdminOnly>
      <PageFrame title={t('overview.title')} subtitle={t('overview.subtitle')} size="xl">
        <OverviewView />
      </PageFrame>
    </AdminOnly>
  );
}
