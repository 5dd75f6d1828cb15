import { Checkbox, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerResult, type PlayQuestion } from '@awarequest/contracts';
import type { AnswerChoice } from '../../../components/answers/answer-choice';
import { ChoiceImage } from '../../../components/answers/choice-image';
import { ChoiceOption } from '../../../components/choice-option';
import { currentLanguage } from '../../../lib/i18n';

interface PickAnswerProps {
  question: PlayQuestion;
  answer: AnswerResult | undefined;
  selected: string[];
  onSelect: (keys: string[]) => void;
  isDisabled: boolean;
  title: ReactNode;
  image: ReactNode;
}

/** Single, multiple and true/false: real radios or checkboxes, marked once answered. */
export function PickAnswer({
  question,
  answer,
  selected,
  onSelect,
  isDisabled,
  title,
  image,
}: PickAnswerProps) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  // A sealed answer (a live game plays the question) comes without its solution: no marks.
  const solution = answer?.correct_choice_keys;
  const isMultiple = question.kind === 'multiple';
  const group = { label: title, description: t(isMultiple ? 'quiz.selectAll' : 'quiz.chooseOne') };
  const choices = (
    <Stack gap="sm" mt="md">
      {image}
      {question.choices.map((choice: AnswerChoice) => (
        <ChoiceOption
          key={choice.key}
          value={choice.key}
          text={choice.text ? pickText(choice.text, language) : ''}
          image={<ChoiceImage src={choice.image} alt={choice.image_alt} language={language} isThumb />}
          isMultiple={isMultiple}
          isDisabled={isDisabled}
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
  return isMultiple ? (
    <Checkbox.Group value={selected} onChange={onSelect} {...group}>
      {choices}
    </Checkbox.Group>
  ) : (
    <Radio.Group
      value={selected[0] ?? null}
      onChange={(key) => {
        onSelect([key]);
      }}
      {...group}
    >
      {choices}
    </Radio.Group>
  );
}
