import { EmptyPage } from '../../components/empty-page';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

export default function DashboardPage() {
  const { t } = useTranslation('home');
  return (
    <EmptyPage
      page="dashboard"
      empty="noData"
      action={<LinkButton to="/categories" label={t('continue.action')} />}
    />
  );
}
