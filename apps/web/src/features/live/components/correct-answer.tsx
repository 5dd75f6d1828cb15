import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { ChoiceTile } from './choice-tile';

/** After a question closes: the correct answer(s), marked in words, and the explanation. */
export function CorrectAnswer({
  question,
  closed,
}: {
  question: LiveQuestion | null;
  closed: QuestionClosed;
}) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const choices = question?.choices ?? closed.correct_choice_keys.map((key) => ({ key, text: null }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('reveal.correctAnswer')}
      </Title>
      {choices.map((choice, index) =>
        closed.correct_choice_keys.includes(choice.key) ? (
          <ChoiceTile
            key={choice.key}
            index={index}
            text={choice.text ? pickText(choice.text, language) : null}
            end={<IconCheck size={28} stroke={3} aria-hidden />}
          />
        ) : null,
      )}
      {(closed.explanation.en || closed.explanation.ar) && (
        <Paper withBorder radius="md" p="md" data-testid="explanation">
          <Text fw={700} mb={4}>
            {t('reveal.explanation')}
          </Text>
          <Text>{pickText(closed.explanation, language)}</Text>
        </Paper>
      )}
    </Stack>
  );
}
