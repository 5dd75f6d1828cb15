import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { JoinByPinForm } from '../../features/live/components/join-by-pin-form';

export default function JoinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.join.title')} subtitle={t('pages.join.subtitle')} size="sm">
      <JoinByPinForm />
    </PageFrame>
  );
}
