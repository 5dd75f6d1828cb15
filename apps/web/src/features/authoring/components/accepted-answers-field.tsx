import { TagsInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_ANSWERS_MAX,
  TYPED_ANSWER_MAX,
  type Question,
  type QuestionInput,
} from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

/**
 * A type-answer question's accepted answers, as a list: any of them, in either language, is
 * right. Matching ignores case, spaces, punctuation and diacritics, so variants of those need
 * no entry of their own.
 */
export function AcceptedAnswersField({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const error = form.formState.errors.accepted_answers;
  return (
    <Controller
      control={form.control}
      name="accepted_answers"
      render={({ field }) => (
        <TagsInput
          label={t('question.acceptedAnswers')}
          description={t('question.acceptedAnswersHint')}
          placeholder={t('question.acceptedAnswersPlaceholder')}
          withAsterisk
          value={field.value ?? []}
          onChange={(values) => {
            field.onChange(values.map((value) => value.slice(0, TYPED_ANSWER_MAX)));
          }}
          onBlur={field.onBlur}
          maxTags={ACCEPTED_ANSWERS_MAX}
          splitChars={[',', '،', '\n']}
          acceptValueOnBlur
          clearable
          error={errorWords(Array.isArray(error) ? error.find(Boolean) : error, 'accepted_answers')}
        />
      )}
    />
  );
}
