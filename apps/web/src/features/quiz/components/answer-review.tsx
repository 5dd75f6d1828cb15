import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerResult, type PlayQuestion } from '@awarequest/contracts';
import { LabelledText } from '../../../components/answers/labelled-text';
import { useLanguage } from '../../../lib/use-language';
import { KindSolution } from './kind-solution';

type ReviewVerdict = 'correct' | 'partlyRight' | 'wrong' | 'notAnswered' | 'poll' | 'pending';

const VERDICT_COLORS: Record<ReviewVerdict, string> = {
  correct: 'green',
  partlyRight: 'yellow',
  wrong: 'red',
  notAnswered: 'gray',
  poll: 'blue',
  pending: 'gray',
};

function verdictOf(question: PlayQuestion, answer: AnswerResult | undefined): ReviewVerdict {
  if (!answer) return 'notAnswered';
  if (answer.is_sealed) return 'pending';
  if (question.kind === 'poll') return 'poll';
  if (answer.is_correct) return 'correct';
  return (answer.credit ?? 0) > 0 ? 'partlyRight' : 'wrong';
}

/**
 * After the results, each question again: the question, what the player answered, the right
 * answer and the explanation, for every kind. An unanswered question shows no solution: the
 * server sends a question's solution only once it is answered.
 */
export function AnswerReview({ questions, answers }: { questions: PlayQuestion[]; answers: AnswerResult[] }) {
  const { t } = useTranslation('games');
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  return (
    <Stack component="section" aria-labelledby="answer-review-title" gap="sm" w="100%">
      <Title order={3} id="answer-review-title" size="h4">
        {t('review.title')}
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => (
          <ReviewItem
            key={question.id}
            number={index + 1}
            question={question}
            answer={byQuestion.get(question.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface ReviewItemProps {
  number: number;
  question: PlayQuestion;
  answer: AnswerResult | undefined;
}

function ReviewItem({ number, question, answer }: ReviewItemProps) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const verdict = verdictOf(question, answer);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-review={question.id} data-verdict={verdict}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('review.question', { number })}
          </Text>
          <Badge color={VERDICT_COLORS[verdict]} variant="light">
            {t(`review.verdict.${verdict}`)}
          </Badge>
        </Group>
        <Text fw={700}>{pickText(question.text, language)}</Text>
        {answer ? (
          <AnswerLines question={question} answer={answer} />
        ) : (
          <Text size="sm">{t('review.notAnswered')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function AnswerLines({ question, answer }: { question: PlayQuestion; answer: AnswerResult }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  if (answer.is_sealed || answer.explanation === null) {
    return <Text size="sm">{t('quiz.sealedAnswerText')}</Text>;
  }
  const textsOf = (keys: string[]) =>
    keys
      .map((key) => question.choices.find((choice) => choice.key === key))
      .map((choice, index) => (choice ? pickText(choice.text, language) : keys[index]))
      .join(t('quiz.listSeparator'));
  const line = (label: string, value: string, testId: string) => (
    <LabelledText label={label} testId={testId}>
      {value}
    </LabelledText>
  );
  const isChoiceKind = ['single', 'multiple', 'true_false', 'poll'].includes(question.kind);
  return (
    <Stack gap={4}>
      {isChoiceKind && line(t('review.yourAnswer'), textsOf(answer.choice_keys), 'review-given')}
      {question.kind === 'ordering' &&
        line(t('review.yourOrder'), textsOf(answer.choice_keys), 'review-given')}
      {isChoiceKind &&
        question.kind !== 'poll' &&
        answer.correct_choice_keys &&
        line(t('review.rightAnswer'), textsOf(answer.correct_choice_keys), 'review-right')}
      {question.kind === 'poll' && <Text size="sm">{t('review.noRightAnswer')}</Text>}
      <KindSolution question={question} answer={answer} />
      <LabelledText label={t('quiz.explanation')}>{pickText(answer.explanation, language)}</LabelledText>
    </Stack>
  );
}
