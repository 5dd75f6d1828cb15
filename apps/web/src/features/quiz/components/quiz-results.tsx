import { Alert, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMoodSad, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Attempt, AttemptResult } from '@awarequest/contracts';
import { canTryAgain, outcomeOf } from '../outcome';
import { AnswerReview } from './answer-review';
import { ResultActions } from './result-actions';
import { ResultStats } from './result-stats';

/**
 * The results and the spec's outcome: passed (congratulations, completed successfully),
 * failed ('Quiz failed: ...'), or failed with no attempt left (the attempts-exceeded message).
 */
export function QuizResults({ attempt, result }: { attempt: Attempt; result: AttemptResult }) {
  const { t } = useTranslation('games');
  const outcome = outcomeOf(result);
  const isPassed = outcome === 'passed';
  return (
    <Stack align="center" gap="lg" data-outcome={outcome}>
      <ThemeIcon size={72} radius="xl" variant="light" color={isPassed ? 'green' : 'red'} aria-hidden>
        {isPassed ? <IconTrophy size={40} /> : <IconMoodSad size={40} />}
      </ThemeIcon>
      <Stack gap={6} align="center">
        <Title order={2} size={isPassed ? 'h2' : 'h3'} ta="center">
          {isPassed ? t('results.passedTitle') : t('results.failed')}
        </Title>
        <Text ta="center" c="dimmed">
          {isPassed
            ? t('results.passedText')
            : t('results.failedText', { score: Math.round(result.score), pass: result.pass_score })}
        </Text>
        {result.ending === 'timed_out' && (
          <Text ta="center" c="dimmed" size="sm">
            {t('results.timedOut')}
          </Text>
        )}
      </Stack>
      {outcome === 'outOfAttempts' && (
        <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} w="100%">
          {t('results.outOfAttempts')}
        </Alert>
      )}
      <ResultStats result={result} />
      {result.attempts_left !== null && result.attempts_left > 0 && (
        <Text size="sm" c="dimmed">
          {t('results.attemptsLeft', { count: result.attempts_left })}
        </Text>
      )}
      <ResultActions
        gameId={attempt.game.id}
        categoryId={attempt.category_id ?? attempt.game.category_ids[0] ?? null}
        canTryAgain={canTryAgain(result)}
        isPassed={isPassed}
      />
      <AnswerReview questions={attempt.questions} answers={attempt.answers} />
    </Stack>
  );
}
