import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { toastSilentFailure } from '../../../lib/form-errors';
import { errorCodeOf } from '../api/attempt-error';
import { useStartAttempt } from '../api/start-attempt';
import { OutOfAttempts } from './out-of-attempts';
import { ResultActions } from './result-actions';

interface AttemptStarterProps {
  gameId: string;
  categoryId: string | null;
  /** The event the attempt is started for, if any. */
  eventId?: string | null;
}

/**
 * Starts (or resumes) an attempt, then puts its id in the address so a reload resumes it. A
 * refusal for used-up attempts shows the spec's message as the page, not only as a toast.
 */
export function AttemptStarter({ gameId, categoryId, eventId = null }: AttemptStarterProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const start = useStartAttempt();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    start
      .mutateAsync({ gameId, categoryId: categoryId ?? undefined, eventId: eventId ?? undefined })
      .then((attempt) => {
        void navigate(`/categories/quiz?attempt=${attempt.id}`, { replace: true });
      })
      .catch((error: unknown) => {
        // The refusal gets its own screen; a 401 (session over) the client has already told.
        if (errorCodeOf(error) !== 'ATTEMPTS_EXCEEDED') toastSilentFailure(error);
      });
  }, [gameId, categoryId, eventId, start, navigate]);

  if (start.isError) {
    return errorCodeOf(start.error) === 'ATTEMPTS_EXCEEDED' ? (
      <OutOfAttempts gameId={gameId} categoryId={categoryId} />
    ) : (
      <EmptyState
        title={t('quiz.failedToStart')}
        action={<ResultActions gameId={gameId} categoryId={categoryId} canTryAgain={false} />}
      />
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('quiz.starting')}</Text>
      </Stack>
    </Center>
  );
}
