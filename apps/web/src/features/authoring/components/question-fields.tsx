import { Input, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, QUESTION_KINDS, type Question, type QuestionInput } from '@awarequest/contracts';
import { changeKind } from '../form-values';
import { AudienceSelect } from './audience-select';
import { ChoicesField } from './choices-field';
import { LocalizedFields } from './localized-fields';
import { useErrorWords } from '../../../lib/form-errors';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

/** Everything a question has: kind, difficulty, key, audience, text, choices, explanation and an image. */
export function QuestionFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  return (
    <Stack>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Input.Wrapper label={t('fields.kind')} error={errorWords(errors.kind, 'kind')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={(value) => {
                const next = QUESTION_KINDS.find((kind) => kind === value) ?? 'single';
                const changed = changeKind(
                  field.value,
                  next,
                  form.getValues('choices'),
                  form.getValues('correct'),
                );
                form.setValue('choices', changed.choices);
                form.setValue('correct', changed.correct);
                field.onChange(next);
              }}
              data={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="difficulty"
          render={({ field }) => (
            <Select
              label={t('fields.difficulty')}
              data={DIFFICULTIES.map((value) => ({ value, label: t(`difficulties.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
              }}
              allowDeselect={false}
              error={errorWords(errors.difficulty, 'difficulty')}
            />
          )}
        />
        <TextInput
          label={t('fields.key')}
          description={t('fields.questionKeyHint')}
          dir="ltr"
          withAsterisk
          error={errorWords(errors.key, 'key')}
          {...form.register('key')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <AudienceSelect
            label={t('fields.audience')}
            description={t('fields.audienceHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorWords(errors.audience, 'audience')}
          />
        )}
      />
      <LocalizedFields
        label={t('fields.questionText')}
        isMultiline
        registrations={{ en: form.register('text.en'), ar: form.register('text.ar') }}
        errors={{ en: errorWords(errors.text?.en, 'text'), ar: errorWords(errors.text?.ar, 'text') }}
      />
      <ChoicesField form={form} />
      <LocalizedFields
        label={t('fields.explanation')}
        isMultiline
        registrations={{ en: form.register('explanation.en'), ar: form.register('explanation.ar') }}
        errors={{
          en: errorWords(errors.explanation?.en, 'explanation'),
          ar: errorWords(errors.explanation?.ar, 'explanation'),
        }}
      />
      <TextInput
        label={t('fields.image')}
        description={t('fields.imageHint')}
        placeholder="https://"
        dir="ltr"
        type="url"
        error={errorWords(errors.image, 'image')}
        {...form.register('image')}
      />
    </Stack>
  );
}
