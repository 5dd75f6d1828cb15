import { Alert, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconCircleCheck, IconCircleX, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerResult, type PlayQuestion } from '@awarequest/contracts';
import { LabelledText } from '../../../components/answers/labelled-text';
import { currentLanguage } from '../../../lib/i18n';
import { KindSolution } from './kind-solution';

/**
 * The verdict right after an answer: 'Wrong answer' for one-answer questions, 'Incorrect!'
 * for multiple choice (docs/product.md §8), or a word of praise; then what the kind shows of its
 * solution and the explanation, where people learn. A poll has no verdict: thanks, and what
 * others said when the server gives it.
 */
export function AnswerFeedback({ question, answer }: { question: PlayQuestion; answer: AnswerResult }) {
  const { t } = useTranslation('games');
  const { kind } = question;
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
  const explanation = (
    <LabelledText label={t('quiz.explanation')}>
      {pickText(answer.explanation, currentLanguage())}
    </LabelledText>
  );
  if (kind === 'poll') {
    return (
      <Alert
        variant="light"
        color="blue"
        radius="md"
        icon={<IconMessageCircle aria-hidden />}
        title={t('quiz.pollThanks')}
        data-verdict="recorded"
      >
        <Stack gap={6}>
          <Text size="sm">{t('quiz.pollRecorded')}</Text>
          {explanation}
        </Stack>
      </Alert>
    );
  }
  const isPartial = !answer.is_correct && (answer.credit ?? 0) > 0;
  // An estimate or an order earns by how close it is: partly right is not "wrong".
  const isCloseness = kind === 'slider' || kind === 'ordering';
  const verdict = answer.is_correct
    ? 'correct'
    : isPartial && isCloseness
      ? 'partlyRight'
      : kind === 'multiple'
        ? 'incorrect'
        : 'wrong';
  return (
    <Alert
      variant="light"
      color={answer.is_correct ? 'green' : isPartial ? 'yellow' : 'red'}
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
        <KindSolution question={question} answer={answer} />
        {explanation}
      </Stack>
    </Alert>
  );
}
