import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { AuthHeading } from '../../../features/auth/components/auth-heading';

/** Return point of a wearable connection; the connection itself arrives in a later issue. */
export default function FitbitCallbackPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeading title={t('pages.fitbit.title')} />
      <EmptyState title={t('empty.noData')} />
    </>
  );
}
