import { EmptyPage } from '../../components/empty-page';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

export default function HostPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      page="host"
      empty="noGamesAvailable"
      hint={t('hostPage.chooseGame')}
      action={<LinkButton to="/categories" label={t('hostPage.browse')} />}
    />
  );
}
