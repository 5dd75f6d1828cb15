import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useReorderCategories } from '../api/reorder-categories';
import { useReorderableList } from '../hooks/use-move';
import { AdminCategoryRow } from './admin-category-row';

/** Every category in the order players see them, to reorder, open, edit, export or delete. */
export function AdminCategoryList({
  categories,
  isError,
}: {
  categories: AdminCategory[] | undefined;
  isError: boolean;
}) {
  const { t } = useTranslation('authoring');
  const reorder = useReorderCategories();
  const { items, move } = useReorderableList(categories, (ids, callbacks) => {
    reorder.mutate(ids, callbacks);
  });
  if (isError) return <EmptyState title={t('common:empty.noData')} />;
  if (categories === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (items.length === 0) return <EmptyState title={t('common:empty.noData')} />;
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      aria-label={t('content.listLabel')}
      style={{ listStyle: 'none' }}
    >
      {items.map((category, index) => (
        <AdminCategoryRow
          key={category.id}
          category={category}
          index={index}
          count={items.length}
          isReordering={reorder.isPending}
          onMove={move}
        />
      ))}
    </Stack>
  );
}
