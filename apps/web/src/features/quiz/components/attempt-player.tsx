import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Attempt } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useSaveResult } from '../api/finish-attempt';
import { useAttempt } from '../api/get-attempt';
import { QuestionFlow } from './question-flow';
import { QuizResults } from './quiz-results';

// VR and WEB-GL games (an iframe and its bridge) load only when one is played.
const EmbeddedGame = lazy(() =>
  import('./embedded-game').then((module) => ({ default: module.EmbeddedGame })),
);

const loader = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** An attempt by its id: its questions or embedded game while open, its results once ended. */
export function AttemptPlayer({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const attempt = useAttempt(attemptId);
  const saveResult = useSaveResult(attemptId);
  if (attempt.isPending) return loader;
  if (!attempt.data) {
    return (
      <PageFrame title={t('pages.quiz.title')} size="md">
        <EmptyState
          title={t('empty.gameDataNotAvailable')}
          action={<LinkButton to="/categories" label={t('categoriesPage.browse')} />}
        />
      </PageFrame>
    );
  }
  const refetch = () => {
    void attempt.refetch();
  };
  return (
    <PageFrame title={pickText(attempt.data.game.name, currentLanguage())} size="md">
      <AttemptBody attempt={attempt.data} onStale={refetch} onResult={saveResult} />
    </PageFrame>
  );
}

interface AttemptBodyProps {
  attempt: Attempt;
  onStale: () => void;
  onResult: ReturnType<typeof useSaveResult>;
}

function AttemptBody({ attempt, onStale, onResult }: AttemptBodyProps) {
  if (attempt.result) return <QuizResults attempt={attempt} result={attempt.result} />;
  if (attempt.game.type === 'interactive') return <QuestionFlow attempt={attempt} onStale={onStale} />;
  return (
    <Suspense fallback={loader}>
      <EmbeddedGame attempt={attempt} onResult={onResult} />
    </Suspense>
  );
}
