import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useAdminCategories } from '../../../features/authoring/api/get-admin-categories';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { BackLink } from '../../../features/authoring/components/back-link';
import { GameForm } from '../../../features/authoring/components/game-form';
import { newGameValues } from '../../../features/authoring/form-values';

/** /admin/content/games/new?category=<key>: a new game, a draft until it has questions. */
export default function NewGamePage() {
  return (
    <AdminOnly>
      <NewGameScreen />
    </AdminOnly>
  );
}

function NewGameScreen() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categoryKey = params.get('category');
  const categories = useAdminCategories();
  const category = categories.data?.find((candidate) => candidate.key === categoryKey);
  return (
    <PageFrame
      title={t('gameForm.newTitle')}
      subtitle={t('gameForm.newSubtitle')}
      actions={
        <BackLink
          to={category ? `/admin/content/categories/${category.id}` : '/admin/content'}
          label={category ? t('gameForm.backToCategory') : t('games.back')}
        />
      }
    >
      <GameForm
        defaultValues={newGameValues(categoryKey)}
        onSaved={(game) => {
          // Questions are added on the saved game's own page.
          void navigate(`/admin/content/games/${game.id}`, { replace: true });
        }}
      />
    </PageFrame>
  );
}
