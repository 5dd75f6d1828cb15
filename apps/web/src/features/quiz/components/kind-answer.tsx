import type { AnswerInput, PlayQuestion } from '@awarequest/contracts';
import { OrderingList } from '../../../components/answers/ordering-list';
import { PollChoices } from '../../../components/answers/poll-choices';
import { SliderInput } from '../../../components/answers/slider-input';
import { sliderStart } from '../../../components/answers/slider-value';
import { TypeAnswerInput } from '../../../components/answers/type-answer-input';
import { pickText } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';

interface KindAnswerProps {
  question: PlayQuestion;
  input: AnswerInput;
  onChange: (input: AnswerInput) => void;
  /** Enter in a typed answer sends it. */
  onSubmit: () => void;
  isDisabled: boolean;
}

/**
 * The answer of a type-answer, slider, ordering or poll question in the self-paced quiz: the
 * shared answer components, the player's input kept by the card.
 */
export function KindAnswer({ question, input, onChange, onSubmit, isDisabled }: KindAnswerProps) {
  const language = currentLanguage();
  switch (question.kind) {
    case 'type_answer':
      return (
        <TypeAnswerInput
          value={input.text ?? ''}
          onChange={(text) => {
            onChange({ text });
          }}
          onSubmit={onSubmit}
          isDisabled={isDisabled}
          hasSubmitButton={false}
        />
      );
    case 'slider': {
      const view = question.slider;
      if (!view) return null;
      return (
        <SliderInput
          view={view}
          value={input.value ?? sliderStart(view)}
          onChange={(value) => {
            onChange({ value });
          }}
          isDisabled={isDisabled}
          language={language}
        />
      );
    }
    case 'ordering':
      return (
        <OrderingList
          items={question.choices}
          order={input.choice_keys ?? question.choices.map((choice) => choice.key)}
          onChange={(choiceKeys) => {
            onChange({ choice_keys: choiceKeys });
          }}
          isDisabled={isDisabled}
          language={language}
        />
      );
    default:
      return (
        <PollChoices
          choices={question.choices}
          selected={input.choice_keys?.[0] ?? null}
          onChange={(key) => {
            onChange({ choice_keys: [key] });
          }}
          isDisabled={isDisabled}
          language={language}
          label={pickText(question.text, language)}
        />
      );
  }
}
