import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, sliderCloseness, type AnswerResult, type PlayQuestion } from '@awarequest/contracts';
import { LabelledText } from '../../../components/answers/labelled-text';
import { formatEstimate } from '../../../components/answers/slider-value';
import { currentLanguage } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';

/**
 * What the player learns of a new kind's solution once answered: the accepted answers of a
 * typed answer, the estimate beside the answer and its closeness, the right order of an ordering.
 * Choice kinds show theirs on the choices themselves; a poll has none.
 */
export function KindSolution({ question, answer }: { question: PlayQuestion; answer: AnswerResult }) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  // A typed answer may be in the other language's script: isolated, it keeps its own direction.
  const line = (label: string, value: string, testId: string, isTyped = false) => (
    <LabelledText label={label} testId={testId}>
      {isTyped ? <bdi>{value}</bdi> : value}
    </LabelledText>
  );
  switch (question.kind) {
    case 'type_answer':
      return (
        <Stack gap={4}>
          {answer.text_answer !== null && line(t('quiz.yourAnswer'), answer.text_answer, 'given-text', true)}
          {answer.accepted_answers &&
            line(
              t('quiz.acceptedAnswers'),
              answer.accepted_answers.join(t('quiz.listSeparator')),
              'accepted-answers',
              true,
            )}
        </Stack>
      );
    case 'slider': {
      const slider = answer.slider_solution;
      const unit = pickText(slider?.unit ?? question.slider?.unit ?? { en: '', ar: '' }, language);
      const value = answer.number_answer;
      return (
        <Stack gap={4}>
          {value != null &&
            line(t('quiz.yourEstimate'), formatEstimate(value, unit, language), 'given-value')}
          {slider &&
            line(t('quiz.rightEstimate'), formatEstimate(slider.answer, unit, language), 'slider-answer')}
          {slider &&
            value != null &&
            line(
              t('quiz.closeness'),
              t('quiz.closenessValue', {
                percent: formatNumber(Math.round(sliderCloseness(slider, value) * 100), language),
              }),
              'closeness',
            )}
        </Stack>
      );
    }
    case 'ordering': {
      const order = answer.correct_choice_keys;
      if (!order) return null;
      const textOf = (key: string) => {
        const choice = question.choices.find((item) => item.key === key);
        return choice ? pickText(choice.text, language) : key;
      };
      return (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('quiz.rightOrder')}:
          </Text>
          <List type="ordered" size="sm" data-testid="right-order">
            {order.map((key, index) => (
              <List.Item key={key}>
                {textOf(key)}
                {answer.choice_keys[index] === key ? ` ${t('quiz.inPlace')}` : ''}
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    }
    default:
      return null;
  }
}
