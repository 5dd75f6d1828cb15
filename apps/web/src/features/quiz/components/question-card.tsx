import { Button, Checkbox, Image, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerResult, type PlayQuestion } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { ChoiceOption } from '../../../components/choice-option';

interface QuestionCardProps {
  question: PlayQuestion;
  /** The server's verdict once answered; the choices then show what was right. */
  answer: AnswerResult | undefined;
  isSubmitting: boolean;
  onSubmit: (choiceKeys: string[]) => void;
  /** The choice the player made before (a question they put off), selected again. */
  initialSelection?: string[] | undefined;
  onSelectionChange?: (choiceKeys: string[]) => void;
}

/** A question and its choices as a radio group (single, true/false) or a checkbox group (multiple). */
export function QuestionCard({
  question,
  answer,
  isSubmitting,
  onSubmit,
  initialSelection,
  onSelectionChange,
}: QuestionCardProps) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  const [selected, setSelectedState] = useState<string[]>(initialSelection ?? []);
  const setSelected = (keys: string[]) => {
    setSelectedState(keys);
    onSelectionChange?.(keys);
  };
  // A sealed answer (a live game plays the question) comes without its solution: no marks.
  const solution = answer?.correct_choice_keys;
  const isMultiple = question.kind === 'multiple';
  const isAnswered = answer !== undefined;
  const value = answer?.choice_keys ?? selected;
  const group = {
    label: (
      <Title order={2} size="h3" mb="xs">
        {pickText(question.text, language)}
      </Title>
    ),
    description: t(isMultiple ? 'quiz.selectAll' : 'quiz.chooseOne'),
  };
  const choices = (
    <Stack gap="sm" mt="md">
      {question.image && <Image src={question.image} alt="" radius="md" mah={280} fit="contain" />}
      {question.choices.map((choice) => (
        <ChoiceOption
          key={choice.key}
          value={choice.key}
          text={pickText(choice.text, language)}
          isMultiple={isMultiple}
          isDisabled={isAnswered || isSubmitting}
          verdict={
            answer && solution
              ? {
                  isCorrect: solution.includes(choice.key),
                  isChosen: answer.choice_keys.includes(choice.key),
                }
              : undefined
          }
        />
      ))}
    </Stack>
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selected.length > 0 && !isAnswered) onSubmit(selected);
      }}
    >
      <Stack gap="lg">
        {isMultiple ? (
          <Checkbox.Group value={value} onChange={setSelected} {...group}>
            {choices}
          </Checkbox.Group>
        ) : (
          <Radio.Group
            value={value[0] ?? null}
            onChange={(key) => {
              setSelected([key]);
            }}
            {...group}
          >
            {choices}
          </Radio.Group>
        )}
        {!isAnswered && (
          <Button type="submit" size="md" disabled={selected.length === 0} loading={isSubmitting}>
            {t('quiz.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
