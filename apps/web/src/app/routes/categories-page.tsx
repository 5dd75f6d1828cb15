import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { CategoryList } from '../../features/catalog/components/category-list';
import { SearchBox } from '../../features/catalog/components/search-box';
import { useSearch } from '../../features/catalog/hooks/use-search';

/** /categories: every topic as a card, searched in both languages. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { search, setSearch, query } = useSearch();
  return (
    <PageFrame title={t('pages.categories.title')} subtitle={t('pages.categories.subtitle')}>
      <SearchBox value={search} onChange={setSearch} label={t('pages.categories.search')} />
      <CategoryList query={query} />
    </PageFrame>
  );
}
