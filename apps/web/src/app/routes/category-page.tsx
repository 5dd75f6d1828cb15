import { EmptyPage } from '../../components/empty-page';
import { useTranslation } from 'react-i18next';

export default function CategoryPage() {
  const { t } = useTranslation();
  return <EmptyPage page="category" empty="noGamesAvailable" hint={t('empty.tryDifferentKeywords')} />;
}
