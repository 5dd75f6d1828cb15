import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminGameSummary } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useReorderGames } from '../api/reorder-games';
import { useReorderableList } from '../hooks/use-move';
import { AdminGameRow } from './admin-game-row';

interface AdminGameListProps {
  games: AdminGameSummary[] | undefined;
  isError: boolean;
}

/** A category's games in order, published or not, to reorder, edit, export or delete. */
export function AdminGameList({ games, isError }: AdminGameListProps) {
  const { t } = useTranslation('authoring');
  const reorder = useReorderGames();
  const { items, move } = useReorderableList(games, (ids, callbacks) => {
    reorder.mutate(ids, callbacks);
  });
  if (isError) return <EmptyState title={t('common:empty.noData')} />;
  if (games === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (items.length === 0) return <EmptyState title={t('common:empty.noGamesAvailable')} />;
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      aria-label={t('games.listLabel')}
      style={{ listStyle: 'none' }}
    >
      {items.map((game, index) => (
        <AdminGameRow
          key={game.id}
          game={game}
          index={index}
          count={items.length}
          isReordering={reorder.isPending}
          onMove={move}
        />
      ))}
    </Stack>
  );
}
