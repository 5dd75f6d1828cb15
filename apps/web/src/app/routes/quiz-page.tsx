import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page';
import { LinkButton } from '../../components/link-button';
import { PageFrame } from '../../components/page-frame';
import { AttemptPlayer } from '../../features/quiz/components/attempt-player';
import { AttemptStarter } from '../../features/quiz/components/attempt-starter';
import { isId } from '../../lib/is-id';

/**
 * /categories/quiz: `?game=<id>&category=<id>` (and `&event=<id>` from an event's page) starts an attempt and becomes
 * `?attempt=<id>`, which a reload resumes.
 */
export default function QuizPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = params.get('attempt');
  const gameId = params.get('game');
  const categoryId = params.get('category');
  const eventId = params.get('event');
  if (isId(attemptId)) return <AttemptPlayer key={attemptId} attemptId={attemptId} />;
  if (isId(gameId)) {
    return (
      <PageFrame title={t('pages.quiz.title')} size="md">
        <AttemptStarter
          key={`${gameId}:${categoryId ?? ''}:${eventId ?? ''}`}
          gameId={gameId}
          categoryId={isId(categoryId) ? categoryId : null}
          eventId={isId(eventId) ? eventId : null}
        />
      </PageFrame>
    );
  }
  return (
    <EmptyPage
      page="quiz"
      empty="gameDataNotAvailable"
      action={<LinkButton to="/categories" label={t('categoriesPage.browse')} />}
    />
  );
}
