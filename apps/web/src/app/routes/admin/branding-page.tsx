import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { BrandingView } from '../../../features/settings/components/branding-view';

/** /admin/branding: the provider's theme (logo, background, colours) and the single sign-on settings. */
export default function BrandingPage() {
  const { t } = useTranslation('branding');
  return (
    <AdminOnly>
      <PageFrame title={t('title')} subtitle={t('subtitle')} size="xl">
        <BrandingView />
      </PageFrame>
    </AdminOnly>
  );
}
