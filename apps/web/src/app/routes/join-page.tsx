import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { JoinByPinForm } from '../../features/live/components/join-by-pin-form';
import { RouterPlayerNavigation } from '../../features/live/components/router-player-navigation';

/**
 * /join inside the SPA (a link of its header); a page load of /join gets the player's light
 * page (src/join) from the server instead.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.join.title')} subtitle={t('pages.join.subtitle')} size="sm">
      <RouterPlayerNavigation>
        <JoinByPinForm />
      </RouterPlayerNavigation>
    </PageFrame>
  );
}
