import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyPage } from '../../components/empty-page';
import { LinkButton } from '../../components/link-button';
import { GameDetailsView } from '../../features/catalog/components/game-details-view';
import { isId } from '../../lib/is-id';

/** /categories/:id/games/:gameId(?event=<id>): a game's details, with the category choice and Start. */
export default function GamePage() {
  const { t } = useTranslation();
  const { id, gameId } = useParams();
  const [params] = useSearchParams();
  const eventId = params.get('event');
  if (!isId(id) || !isId(gameId)) {
    return (
      <EmptyPage
        page="quiz"
        empty="gameDataNotAvailable"
        action={<LinkButton to="/categories" label={t('categoriesPage.browse')} />}
      />
    );
  }
  return (
    <GameDetailsView key={gameId} gameId={gameId} categoryId={id} eventId={isId(eventId) ? eventId : null} />
  );
}
