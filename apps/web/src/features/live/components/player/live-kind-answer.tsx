import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, LiveQuestion } from '@awarequest/contracts';
import { OrderingList, type ItemStandIn } from '../../../../components/answers/ordering-list';
import { SliderInput } from '../../../../components/answers/slider-input';
import { sliderStart } from '../../../../components/answers/slider-value';
import { TypeAnswerInput } from '../../../../components/answers/type-answer-input';
import classes from '../../../../components/answers/answers.module.css';
import { useLanguage } from '../../../../lib/use-language';
import { shapeAt } from '../answer-shapes';
import { ShapeMark } from '../choice-tile';

/** A typed answer, a slider and an ordering have their own controls; a poll taps a tile. */
export const hasOwnControls = (question: LiveQuestion): boolean =>
  question.kind === 'type_answer' || question.kind === 'slider' || question.kind === 'ordering';

interface LiveKindAnswerProps {
  question: LiveQuestion;
  isDisabled: boolean;
  onAnswer: (input: AnswerInput) => Promise<void>;
}

/**
 * The answer to a live type-answer, slider or ordering question on a player's phone: the shared
 * answer components (no Mantine, for the player's light bundle) and one "Send" button. A poll
 * answers with the shape tiles, like a single choice.
 */
export function LiveKindAnswer({ question, isDisabled, onAnswer }: LiveKindAnswerProps) {
  const { t } = useTranslation('answers');
  const { t: tLive } = useTranslation('live');
  const language = useLanguage();
  // The host's screen shows each item on its shape (by its place in the question): without the
  // texts on the phone, the player orders the shapes they see there.
  const standInOf = (key: string): ItemStandIn | undefined => {
    const index = question.choices.findIndex((choice) => choice.key === key);
    if (index < 0) return undefined;
    return { name: tLive(`shapes.${shapeAt(index).name}`), mark: <ShapeMark index={index} /> };
  };
  const { slider } = question;
  const [text, setText] = useState('');
  const [value, setValue] = useState(slider ? sliderStart(slider) : 0);
  const [order, setOrder] = useState(question.choices.map((choice) => choice.key));
  if (question.kind === 'type_answer') {
    return (
      <TypeAnswerInput
        value={text}
        onChange={setText}
        isDisabled={isDisabled}
        onSubmit={(typed) => void onAnswer({ text: typed })}
      />
    );
  }
  const input: AnswerInput = question.kind === 'slider' ? { value } : { choice_keys: order };
  return (
    <div className={classes.stack}>
      {question.kind === 'slider' && slider ? (
        <SliderInput
          view={slider}
          value={value}
          onChange={setValue}
          isDisabled={isDisabled}
          language={language}
        />
      ) : (
        <OrderingList
          items={question.choices}
          order={order}
          onChange={setOrder}
          isDisabled={isDisabled}
          language={language}
          standInOf={standInOf}
        />
      )}
      <button
        type="button"
        className={classes.submit}
        disabled={isDisabled}
        onClick={() => void onAnswer(input)}
      >
        {t('submit')}
      </button>
    </div>
  );
}
