import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';
import { LoadMore } from './load-more';

/**
 * The categories matching a keyword, a page at a time. Empty: 'No data available' when there
 * are no categories at all, 'No games found' with a hint when a search finds nothing.
 */
export function CategoryList({ query }: { query: string }) {
  const { t } = useTranslation();
  const categories = useCategories(query);
  if (categories.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const items = categories.data?.pages.flatMap((page) => page.items) ?? [];
  const total = categories.data?.pages.at(-1)?.total ?? 0;
  if (items.length === 0) {
    return query ? (
      <EmptyState title={t('empty.noGamesFound')} hint={t('empty.tryDifferentKeywords')} />
    ) : (
      <EmptyState title={t('empty.noData')} />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {items.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </SimpleGrid>
      <LoadMore
        shown={items.length}
        total={total}
        hasMore={categories.hasNextPage}
        isLoading={categories.isFetchingNextPage}
        onLoadMore={() => {
          void categories.fetchNextPage();
        }}
      />
    </Stack>
  );
}
