import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { ReportsView } from '../../../features/reports/components/reports-view';

/** /admin/reports: awareness and risk by company, department, group, country and topic. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <AdminOnly>
      <PageFrame title={t('title')} subtitle={t('subtitle')} size="xl">
        <ReportsView />
      </PageFrame>
    </AdminOnly>
  );
}
