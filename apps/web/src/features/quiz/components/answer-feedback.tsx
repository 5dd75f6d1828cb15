import { Alert, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerResult, type QuestionKind } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The verdict right after an answer: 'Wrong answer' for one-answer questions, 'Incorrect!'
 * for multiple choice (docs/product.md §8), or a word of praise; then the explanation, where people learn.
 */
export function AnswerFeedback({ kind, answer }: { kind: QuestionKind; answer: AnswerResult }) {
  const { t } = useTranslation('games');
  if (answer.is_sealed || answer.explanation === null) {
    // Answered before a live game started playing this question: its verdict waits for the close.
    return (
      <Alert
        variant="light"
        color="yellow"
        radius="md"
        icon={<IconBroadcast aria-hidden />}
        title={t('quiz.sealedAnswerTitle')}
        data-verdict="sealed"
      >
        <Text size="sm">{t('quiz.sealedAnswerText')}</Text>
      </Alert>
    );
  }
  const verdict = answer.is_correct ? 'correct' : kind === 'multiple' ? 'incorrect' : 'wrong';
  const isPartial = !answer.is_correct && (answer.credit ?? 0) > 0;
  return (
    <Alert
      variant="light"
      color={answer.is_correct ? 'green' : 'red'}
      radius="md"
      icon={answer.is_correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={t(`quiz.${verdict}`)}
      data-verdict={verdict}
    >
      <Stack gap={6}>
        {answer.is_correct && <Text size="sm">{t('quiz.correctText')}</Text>}
        {isPartial && (
          <Text size="sm">{t('quiz.partial', { credit: Math.round((answer.credit ?? 0) * 100) })}</Text>
        )}
        <Text size="sm">
          <Text span fw={700} inherit>
            {t('quiz.explanation')}:{' '}
          </Text>
          {pickText(answer.explanation, currentLanguage())}
        </Text>
      </Stack>
    </Alert>
  );
}
