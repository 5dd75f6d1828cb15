import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { EmptyPage } from '../../../components/empty-page';
import { PageFrame } from '../../../components/page-frame';
import { useAdminGame } from '../../../features/authoring/api/get-admin-game';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { BackLink } from '../../../features/authoring/components/back-link';
import { GameEditor } from '../../../features/authoring/components/game-editor';
import { currentLanguage } from '../../../lib/i18n';
import { isId } from '../../../lib/is-id';

/** /admin/content/games/:id: a game's fields and its questions. */
export default function GameEditorPage() {
  const { id } = useParams();
  return (
    <AdminOnly>
      {isId(id) ? <GameScreen id={id} /> : <EmptyPage page="quiz" empty="gameDataNotAvailable" />}
    </AdminOnly>
  );
}

function GameScreen({ id }: { id: string }) {
  const { t } = useTranslation('authoring');
  const game = useAdminGame(id);
  if (game.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (!game.data) return <EmptyPage page="quiz" empty="gameDataNotAvailable" />;
  const home = game.data.category_ids[0];
  return (
    <PageFrame
      title={pickText(game.data.name, currentLanguage())}
      subtitle={t('gameForm.subtitle')}
      size="lg"
      actions={
        <BackLink
          to={home ? `/admin/content/categories/${home}` : '/admin/content'}
          label={home ? t('gameForm.backToCategory') : t('games.back')}
        />
      }
    >
      <GameEditor game={game.data} />
    </PageFrame>
  );
}
