import { useParams } from 'react-router';
import { EmptyPage } from '../../components/empty-page';
import { LinkButton } from '../../components/link-button';
import { CategoryView } from '../../features/catalog/components/category-view';
import { isId } from '../../lib/is-id';
import { useTranslation } from 'react-i18next';

/** /categories/:id: one category and its games. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!isId(id)) {
    return (
      <EmptyPage
        page="category"
        empty="noData"
        action={<LinkButton to="/categories" label={t('categoriesPage.browse')} />}
      />
    );
  }
  return <CategoryView key={id} categoryId={id} />;
}
