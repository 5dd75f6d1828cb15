import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { SsoConnectionList } from '../../../features/sso/components/sso-connection-list';

/** /admin/sign-in: company sign-in connections (docs/product.md §10). */
export default function SignInPage() {
  const { t } = useTranslation('sso');
  return (
    <AdminOnly>
      <PageFrame title={t('admin.title')} subtitle={t('admin.subtitle')}>
        <SsoConnectionList />
      </PageFrame>
    </AdminOnly>
  );
}
