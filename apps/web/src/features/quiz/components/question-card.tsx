import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PICK_KINDS,
  pickText,
  type AnswerInput,
  type AnswerResult,
  type PlayQuestion,
} from '@awarequest/contracts';
import { ChoiceImage } from '../../../components/answers/choice-image';
import { sliderStart } from '../../../components/answers/slider-value';
import { currentLanguage } from '../../../lib/i18n';
import { givenInput, isAnswerReady } from '../kind-fields';
import { KindAnswer } from './kind-answer';
import { PickAnswer } from './pick-answer';

interface QuestionCardProps {
  question: PlayQuestion;
  /** The server's verdict once answered; the choices then show what was right. */
  answer: AnswerResult | undefined;
  isSubmitting: boolean;
  onSubmit: (input: AnswerInput) => void;
  /** The answer the player gave before (a question they put off), given again. */
  initialInput?: AnswerInput | undefined;
  onInputChange?: (input: AnswerInput) => void;
}

/**
 * The answer a question starts with: a slider in the middle of its range, an ordering's items
 * as served (shuffled, so sending them unmoved is an answer too), else nothing yet.
 */
function startingInput(question: PlayQuestion): AnswerInput {
  const view = question.slider;
  if (question.kind === 'slider' && view) return { value: sliderStart(view) };
  if (question.kind === 'ordering') return { choice_keys: question.choices.map((choice) => choice.key) };
  return {};
}

/**
 * A question and its answer: a radio group (single, true/false), a checkbox group (multiple),
 * or the answer component of a type-answer, slider, ordering or poll question.
 */
export function QuestionCard({
  question,
  answer,
  isSubmitting,
  onSubmit,
  initialInput,
  onInputChange,
}: QuestionCardProps) {
  const { t } = useTranslation('games');
  const language = currentLanguage();
  const [draft, setDraftState] = useState<AnswerInput>(initialInput ?? startingInput(question));
  const setDraft = (input: AnswerInput) => {
    setDraftState(input);
    onInputChange?.(input);
  };
  const isAnswered = answer !== undefined;
  const input = answer ? givenInput(answer) : draft;
  const canSubmit = !isAnswered && isAnswerReady(question, draft);
  const submit = () => {
    if (canSubmit && !isSubmitting) onSubmit(draft);
  };
  const title = (
    <Title order={2} size="h3" mb="xs">
      {pickText(question.text, language)}
    </Title>
  );
  const image = <ChoiceImage src={question.image} alt={question.image_alt} language={language} />;
  const isPick = (PICK_KINDS as readonly string[]).includes(question.kind) && question.kind !== 'poll';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        {isPick ? (
          <PickAnswer
            question={question}
            answer={answer}
            selected={input.choice_keys ?? []}
            onSelect={(keys) => {
              setDraft({ choice_keys: keys });
            }}
            isDisabled={isAnswered || isSubmitting}
            title={title}
            image={image}
          />
        ) : (
          <Stack gap="sm">
            {title}
            {question.kind === 'poll' && (
              <Text size="sm" c="dimmed">
                {t('quiz.pollHint')}
              </Text>
            )}
            {image}
            <KindAnswer
              question={question}
              input={input}
              onChange={setDraft}
              onSubmit={submit}
              isDisabled={isAnswered || isSubmitting}
            />
          </Stack>
        )}
        {!isAnswered && (
          <Button type="submit" size="md" disabled={!canSubmit} loading={isSubmitting}>
            {t('quiz.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
