import { Button, Checkbox, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Language, type QuestionInput } from '@awarequest/contracts';
import { ChoiceOption } from '../../../components/choice-option';
import { PreviewKindAnswer } from './preview-kind-answer';
import { PreviewVerdict } from './preview-verdict';

interface PreviewQuestionProps {
  question: QuestionInput;
  language: Language;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** The player's question card and feedback, drawn from the form's values in one language. */
export function PreviewQuestion({ question, language }: PreviewQuestionProps) {
  const isPick = question.kind === 'single' || question.kind === 'multiple' || question.kind === 'true_false';
  return isPick ? (
    <PreviewPickQuestion question={question} language={language} />
  ) : (
    <PreviewKindAnswer question={question} language={language} />
  );
}

/** Single, multiple and true/false: radios or checkboxes, marked once answered. */
function PreviewPickQuestion({ question, language }: PreviewQuestionProps) {
  // The player's own words (the games catalog), in the preview's language.
  const { t } = useTranslation('games', { lng: language });
  const [selected, setSelected] = useState<string[]>([]);
  const [isAnswered, setIsAnswered] = useState(false);
  const isMultiple = question.kind === 'multiple';
  const isCorrect = sameKeys(selected, question.correct);
  const verdict = isCorrect ? 'correct' : isMultiple ? 'incorrect' : 'wrong';
  const image = typeof question.image === 'string' && question.image.trim() ? question.image : null;
  const group = {
    label: (
      <Title order={3} size="h3" mb="xs">
        {pickText(question.text, language)}
      </Title>
    ),
    description: t(isMultiple ? 'quiz.selectAll' : 'quiz.chooseOne'),
  };
  const choices = (
    <Stack gap="sm" mt="md">
      {image && (
        <Image
          src={image}
          alt={question.image_alt ? pickText(question.image_alt, language) : ''}
          radius="md"
          mah={280}
          fit="contain"
        />
      )}
      {question.choices.map((choice) => (
        <ChoiceOption
          key={choice.key}
          value={choice.key}
          text={pickText(choice.text, language)}
          isMultiple={isMultiple}
          isDisabled={isAnswered}
          verdict={
            isAnswered
              ? { isCorrect: question.correct.includes(choice.key), isChosen: selected.includes(choice.key) }
              : undefined
          }
          t={t}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="lg">
      {isMultiple ? (
        <Checkbox.Group value={selected} onChange={setSelected} {...group}>
          {choices}
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={selected[0] ?? null}
          onChange={(key) => {
            setSelected([key]);
          }}
          {...group}
        >
          {choices}
        </Radio.Group>
      )}
      {isAnswered ? (
        <PreviewVerdict
          language={language}
          color={isCorrect ? 'green' : 'red'}
          icon={isCorrect ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
          title={t(`quiz.${verdict}`)}
          verdict={verdict}
          explanation={question.explanation}
          onAgain={() => {
            setSelected([]);
            setIsAnswered(false);
          }}
        >
          {isCorrect && <Text size="sm">{t('quiz.correctText')}</Text>}
        </PreviewVerdict>
      ) : (
        <Button
          size="md"
          disabled={selected.length === 0}
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
