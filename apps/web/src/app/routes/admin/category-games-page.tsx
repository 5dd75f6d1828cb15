import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { EmptyPage } from '../../../components/empty-page';
import { PageFrame } from '../../../components/page-frame';
import { useAdminCategories } from '../../../features/authoring/api/get-admin-categories';
import { useAdminGames } from '../../../features/authoring/api/get-admin-games';
import { AdminGameList } from '../../../features/authoring/components/admin-game-list';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { BackLink } from '../../../features/authoring/components/back-link';
import { currentLanguage } from '../../../lib/i18n';
import { isId } from '../../../lib/is-id';

/** /admin/content/categories/:id: a category's games, published or not. */
export default function CategoryGamesPage() {
  const { id } = useParams();
  return (
    <AdminOnly>
      {isId(id) ? <GamesScreen categoryId={id} /> : <EmptyPage page="category" empty="noData" />}
    </AdminOnly>
  );
}

function GamesScreen({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('authoring');
  const categories = useAdminCategories();
  const games = useAdminGames(categoryId);
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  if (categories.data && !category) return <EmptyPage page="category" empty="noData" />;
  const name = category ? pickText(category.name, currentLanguage()) : '';
  return (
    <PageFrame
      title={name || t('games.title')}
      subtitle={t('games.subtitle')}
      actions={
        <Group justify="space-between" gap="sm">
          <BackLink to="/admin/content" label={t('games.back')} />
          {category && (
            <Button
              component={Link}
              to={`/admin/content/games/new?category=${encodeURIComponent(category.key)}`}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('games.newGame')}
            </Button>
          )}
        </Group>
      }
    >
      <AdminGameList games={games.data} isError={games.isError} />
    </PageFrame>
  );
}
