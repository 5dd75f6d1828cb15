import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useGames } from '../api/get-games';
import { GameCard } from './game-card';
import { LoadMore } from './load-more';

/**
 * A category's games matching a keyword, a page at a time. Empty: 'No games available', with
 * 'Try searching with different keywords' when a search found nothing.
 */
export function GameList({ categoryId, query }: { categoryId: string; query: string }) {
  const { t } = useTranslation();
  const games = useGames(categoryId, query);
  if (games.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('empty.noGamesAvailable')}
        hint={query ? t('empty.tryDifferentKeywords') : undefined}
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {items.map((game) => (
          <GameCard key={game.id} game={game} categoryId={categoryId} />
        ))}
      </SimpleGrid>
      <LoadMore
        shown={items.length}
        total={games.data?.pages.at(-1)?.total ?? 0}
        hasMore={games.hasNextPage}
        isLoading={games.isFetchingNextPage}
        onLoadMore={() => {
          void games.fetchNextPage();
        }}
      />
    </Stack>
  );
}
