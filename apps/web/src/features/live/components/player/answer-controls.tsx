import { Button, Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveQuestion } from '@awarequest/contracts';
import { shapeAt } from '../answer-shapes';
import { choiceTileClasses, ShapeLabel, tileStyle } from '../choice-tile';
import classes from './answer-controls.module.css';

interface AnswerControlsProps {
  question: LiveQuestion;
  textOf: (index: number) => string | null;
  isDisabled: boolean;
  onAnswer: (choiceKeys: string[]) => Promise<void>;
}

const columnsOf = (question: LiveQuestion) => (question.text === null ? { base: 2 } : { base: 1, xs: 2 });

/** One answer: each choice is a big button, and one tap sends it. */
export function AnswerButtons({ question, textOf, isDisabled, onAnswer }: AnswerControlsProps) {
  const { t } = useTranslation('live');
  return (
    <SimpleGrid cols={columnsOf(question)} spacing="sm" role="group" aria-label={t('player.answers')}>
      {question.choices.map((choice, index) => (
        <button
          key={choice.key}
          type="button"
          className={choiceTileClasses.tile}
          style={tileStyle(index)}
          data-shape={shapeAt(index).name}
          disabled={isDisabled}
          onClick={() => void onAnswer([choice.key])}
        >
          <ShapeLabel index={index} text={textOf(index)} />
        </button>
      ))}
    </SimpleGrid>
  );
}

/** Several answers: real checkboxes on the shape tiles, then one button sends them. */
export function AnswerChecks({ question, textOf, isDisabled, onAnswer }: AnswerControlsProps) {
  const { t } = useTranslation('live');
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <Checkbox.Group value={chosen} onChange={setChosen} label={t('player.chooseAll')}>
        <SimpleGrid cols={columnsOf(question)} spacing="sm" mt="xs">
          {question.choices.map((choice, index) => (
            <Checkbox
              key={choice.key}
              value={choice.key}
              disabled={isDisabled}
              size="lg"
              label={<ShapeLabel index={index} text={textOf(index)} />}
              classNames={{
                root: classes.check,
                body: classes.body,
                inner: classes.inner,
                label: classes.label,
                labelWrapper: classes.labelWrapper,
              }}
              style={tileStyle(index)}
              data-shape={shapeAt(index).name}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Button
        size="lg"
        disabled={isDisabled || chosen.length === 0}
        leftSection={<IconSend size={20} className="aq-mirror" aria-hidden />}
        onClick={() => void onAnswer(chosen)}
      >
        {t('player.submit')}
      </Button>
    </Stack>
  );
}
