import { useTranslation } from 'react-i18next';
import { EmptyPage } from './empty-page';
import { LinkButton } from './link-button';

/** A participant screen with no live session behind it: 'Game data not available'. */
export function WaitingForGame({ page }: { page: 'lobby' | 'play' | 'start' }) {
  const { t } = useTranslation();
  return (
    <EmptyPage
      page={page}
      empty="gameDataNotAvailable"
      action={<LinkButton to="/join" label={t('nav.join')} />}
    />
  );
}
