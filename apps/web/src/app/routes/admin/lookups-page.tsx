import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { LookupAdmin } from '../../../features/profile/components/lookup-admin';

/** /admin/lookups: the lists people pick from in their profile. */
export default function LookupsPage() {
  const { t } = useTranslation('profile');
  return (
    <AdminOnly>
      <PageFrame title={t('admin.title')} subtitle={t('admin.subtitle')}>
        <LookupAdmin />
      </PageFrame>
    </AdminOnly>
  );
}
