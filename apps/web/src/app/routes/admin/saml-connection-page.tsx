import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { SamlConnectionEditor } from '../../../features/saml-admin/components/saml-connection-editor';

/** /admin/sign-in/saml/new and /admin/sign-in/saml/:id: a SAML 2.0 company sign-in connection. */
export default function SamlConnectionPage() {
  const { t } = useTranslation('saml-admin');
  const { id } = useParams();
  return (
    <AdminOnly>
      <PageFrame title={id ? t('editTitle') : t('newTitle')} subtitle={t('subtitle')} size="md">
        <SamlConnectionEditor key={id ?? 'new'} id={id} />
      </PageFrame>
    </AdminOnly>
  );
}
