import { EmptyPage } from '../../components/empty-page';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

export default function GameStartPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      page="start"
      empty="gameDataNotAvailable"
      action={<LinkButton to="/join" label={t('nav.join')} />}
    />
  );
}
