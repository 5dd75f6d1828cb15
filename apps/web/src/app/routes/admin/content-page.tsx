import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { useAdminCategories } from '../../../features/authoring/api/get-admin-categories';
import { AdminCategoryList } from '../../../features/authoring/components/admin-category-list';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { ContentToolbar } from '../../../features/authoring/components/content-toolbar';

/** /admin/content: the categories in order, with create, edit, reorder, delete, import and export. */
export default function ContentPage() {
  return (
    <AdminOnly>
      <CategoriesScreen />
    </AdminOnly>
  );
}

function CategoriesScreen() {
  const { t } = useTranslation('authoring');
  const categories = useAdminCategories();
  const nextOrder = Math.max(-1, ...(categories.data ?? []).map((category) => category.order)) + 1;
  return (
    <PageFrame
      title={t('content.title')}
      subtitle={t('content.subtitle')}
      actions={<ContentToolbar nextOrder={nextOrder} />}
    >
      <AdminCategoryList categories={categories.data} isError={categories.isError} />
    </PageFrame>
  );
}
