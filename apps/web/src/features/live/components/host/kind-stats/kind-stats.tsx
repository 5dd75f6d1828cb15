import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveQuestion, QuestionClosed } from '@awarequest/contracts';
import { AnswerStats } from '../answer-stats';
import { OrderingStats } from './ordering-stats';
import { SliderStats } from './slider-stats';
import { TypedAnswerStats } from './typed-answer-stats';

/**
 * How the room answered, drawn for the question's kind: the right order of an ordering, the
 * estimates of a slider, the most common typed answers; the distribution bars for the choice
 * kinds and polls (a poll marks no answer right).
 */
export function KindStats({ question, closed }: { question: LiveQuestion | null; closed: QuestionClosed }) {
  const { t } = useTranslation('live');
  switch (question?.kind) {
    case 'slider':
      return <SliderStats question={question} closed={closed} />;
    case 'type_answer':
      return <TypedAnswerStats closed={closed} />;
    case 'ordering':
      return <OrderingStats question={question} closed={closed} />;
    case 'poll':
      return (
        <Stack gap="xs">
          <AnswerStats question={question} closed={closed} />
          <Text c="dimmed" data-testid="poll-note">
            {t('kindStats.poll')}
          </Text>
        </Stack>
      );
    default:
      return <AnswerStats question={question} closed={closed} />;
  }
}
