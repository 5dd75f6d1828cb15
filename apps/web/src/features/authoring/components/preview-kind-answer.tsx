import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gradeAnswer,
  parseAnswerFor,
  pickText,
  sliderSpecSchema,
  sliderView,
  type AnswerInput,
  type Language,
  type QuestionInput,
} from '@awarequest/contracts';
import { ChoiceImage } from '../../../components/answers/choice-image';
import { OrderingList } from '../../../components/answers/ordering-list';
import { PollChoices } from '../../../components/answers/poll-choices';
import { SliderInput } from '../../../components/answers/slider-input';
import { formatEstimate, sliderStart } from '../../../components/answers/slider-value';
import { TypeAnswerInput } from '../../../components/answers/type-answer-input';
import { formatNumber } from '../../../lib/number-format';
import { PreviewVerdict } from './preview-verdict';

interface PreviewKindAnswerProps {
  question: QuestionInput;
  language: Language;
}

/** An ordering's items as players get them: never in the right order (reversed here, so it shows). */
const shuffledKeys = (keys: string[]) => [...keys].reverse();

/**
 * The preview of a type-answer, slider, ordering or poll question: the player's answer component
 * and, after "Submit answer", the verdict graded here exactly as the server grades it.
 */
export function PreviewKindAnswer({ question, language }: PreviewKindAnswerProps) {
  const { t } = useTranslation('games', { lng: language });
  const { t: ta } = useTranslation('authoring');
  const slider = sliderSpecSchema.safeParse(question.slider ?? null).data ?? null;
  const keys = question.choices.map((choice) => choice.key);
  const start = (): AnswerInput =>
    question.kind === 'slider' && slider
      ? { value: sliderStart(sliderView(slider)) }
      : question.kind === 'ordering'
        ? { choice_keys: shuffledKeys(keys) }
        : {};
  const [input, setInput] = useState<AnswerInput>(start);
  const [isAnswered, setIsAnswered] = useState(false);
  const gradable = {
    kind: question.kind,
    choiceKeys: keys,
    correctKeys: question.correct,
    acceptedAnswers: question.accepted_answers ?? null,
    slider,
  };
  const given = parseAnswerFor(gradable, input);
  const grade = given && gradeAnswer(gradable, given, { partial: true });
  const choices = question.choices.map((choice) => ({ ...choice, image: choice.image || null }));
  const image = typeof question.image === 'string' && question.image.trim() ? question.image : null;

  const answer = (() => {
    switch (question.kind) {
      case 'type_answer':
        return (
          <TypeAnswerInput
            value={input.text ?? ''}
            onChange={(text) => {
              setInput({ text });
            }}
            onSubmit={() => {
              setIsAnswered(true);
            }}
            isDisabled={isAnswered}
            hasSubmitButton={false}
          />
        );
      case 'slider':
        return slider ? (
          <SliderInput
            view={sliderView(slider)}
            value={input.value ?? sliderStart(sliderView(slider))}
            onChange={(value) => {
              setInput({ value });
            }}
            isDisabled={isAnswered}
            language={language}
          />
        ) : (
          <Text c="dimmed">{ta('question.sliderHint')}</Text>
        );
      case 'ordering':
        return (
          <OrderingList
            items={choices}
            order={(input.choice_keys ?? []).filter((key) => keys.includes(key))}
            onChange={(order) => {
              setInput({ choice_keys: order });
            }}
            isDisabled={isAnswered}
            language={language}
          />
        );
      default:
        return (
          <PollChoices
            choices={choices}
            selected={input.choice_keys?.[0] ?? null}
            onChange={(key) => {
              setInput({ choice_keys: [key] });
            }}
            isDisabled={isAnswered}
            language={language}
            label={pickText(question.text, language)}
          />
        );
    }
  })();

  const isPoll = question.kind === 'poll';
  const isRight = grade?.isCorrect === true;
  const unit = slider ? pickText(slider.unit, language) : '';
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h3">
          {pickText(question.text, language)}
        </Title>
        {isPoll && (
          <Text size="sm" c="dimmed">
            {t('quiz.pollHint')}
          </Text>
        )}
        <ChoiceImage src={image} alt={question.image_alt} language={language} />
        {answer}
      </Stack>
      {isAnswered ? (
        <PreviewVerdict
          language={language}
          color={isPoll ? 'blue' : isRight ? 'green' : (grade?.credit ?? 0) > 0 ? 'yellow' : 'red'}
          icon={
            isPoll ? (
              <IconMessageCircle aria-hidden />
            ) : isRight ? (
              <IconCircleCheck aria-hidden />
            ) : (
              <IconCircleX aria-hidden />
            )
          }
          title={t(isPoll ? 'quiz.pollThanks' : isRight ? 'quiz.correct' : 'quiz.wrong')}
          verdict={isPoll ? 'recorded' : isRight ? 'correct' : 'wrong'}
          explanation={question.explanation}
          onAgain={() => {
            setInput(start());
            setIsAnswered(false);
          }}
        >
          {!isPoll && grade && !isRight && grade.credit > 0 && (
            <Text size="sm">{t('quiz.partial', { credit: Math.round(grade.credit * 100) })}</Text>
          )}
          {question.kind === 'type_answer' && (
            <Text size="sm">
              {t('quiz.acceptedAnswers')}:{' '}
              <bdi>{(question.accepted_answers ?? []).join(t('quiz.listSeparator'))}</bdi>
            </Text>
          )}
          {question.kind === 'slider' && slider && (
            <Text size="sm">
              {t('quiz.rightEstimate')}: {formatEstimate(slider.answer, unit, language)} ·{' '}
              {t('quiz.closeness')}:{' '}
              {t('quiz.closenessValue', {
                percent: formatNumber(Math.round((grade?.credit ?? 0) * 100), language),
              })}
            </Text>
          )}
          {question.kind === 'ordering' && (
            <Text size="sm">
              {t('quiz.rightOrder')}:{' '}
              {question.correct
                .map((key) => {
                  const text = question.choices.find((choice) => choice.key === key)?.text;
                  return text ? pickText(text, language) : key;
                })
                .join(t('quiz.listSeparator'))}
            </Text>
          )}
        </PreviewVerdict>
      ) : (
        <Button
          size="md"
          disabled={!given}
          onClick={() => {
            setIsAnswered(true);
          }}
        >
          {t('quiz.submit')}
        </Button>
      )}
    </Stack>
  );
}
