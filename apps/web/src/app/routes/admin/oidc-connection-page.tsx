import { Anchor, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { useAdminConnection } from '../../../features/sso/api/get-admin-connections';
import { OidcConnectionForm } from '../../../features/sso/components/oidc-connection-form';

/** /admin/sign-in/oidc/new and /admin/sign-in/oidc/:id: one OpenID Connect connection. */
export default function OidcConnectionPage() {
  const { t } = useTranslation('sso');
  const { id } = useParams();
  const connection = useAdminConnection(id);
  const title = id ? t('admin.editOidcTitle') : t('admin.newOidcTitle');
  const back = (
    <Anchor component={Link} to="/admin/sign-in" size="sm">
      {t('admin.back')}
    </Anchor>
  );
  return (
    <AdminOnly>
      <PageFrame title={title} actions={back} size="md">
        {!id ? (
          <OidcConnectionForm />
        ) : connection.isPending ? (
          <Loader aria-label={title} />
        ) : connection.data?.protocol === 'oidc' ? (
          <OidcConnectionForm connection={connection.data} />
        ) : (
          <EmptyState title={t('admin.notFound')} />
        )}
      </PageFrame>
    </AdminOnly>
  );
}
