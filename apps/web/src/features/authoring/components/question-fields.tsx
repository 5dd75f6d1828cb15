import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIFFICULTIES,
  hasChoices,
  QUESTION_KINDS,
  type Question,
  type QuestionInput,
  type QuestionKind,
} from '@awarequest/contracts';
import { changeKind, newSliderSpec } from '../form-values';
import { AcceptedAnswersField } from './accepted-answers-field';
import { AudienceSelect } from './audience-select';
import { ChoicesField } from './choices-field';
import { ImageFields } from './image-fields';
import { LocalizedFields } from './localized-fields';
import { SliderSpecFields } from './slider-spec-fields';
import { useErrorWords } from '../../../lib/form-errors';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

/**
 * Everything a question has: kind, difficulty, key, audience, text, the kind's answer (choices,
 * accepted answers or a slider), explanation and an image with its alt text.
 */
export function QuestionFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const image = form.watch('image');
  const hasImage = typeof image === 'string' && image.trim() !== '';
  // A kind's own fields come and go with it: the schema refuses them on another kind.
  const switchKind = (from: QuestionKind, to: QuestionKind) => {
    const changed = changeKind(from, to, form.getValues('choices'), form.getValues('correct'));
    form.setValue('choices', changed.choices);
    form.setValue('correct', changed.correct);
    form.setValue(
      'accepted_answers',
      to === 'type_answer' ? (form.getValues('accepted_answers') ?? []) : undefined,
    );
    form.setValue('slider', to === 'slider' ? (form.getValues('slider') ?? newSliderSpec()) : undefined);
  };
  return (
    <Stack>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('fields.kind')}
            description={t(`kindHints.${field.value}`)}
            data={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            value={field.value}
            allowDeselect={false}
            onChange={(value) => {
              const next = QUESTION_KINDS.find((kind) => kind === value) ?? 'single';
              switchKind(field.value, next);
              field.onChange(next);
            }}
            error={errorWords(errors.kind, 'kind')}
          />
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
      {kind === 'type_answer' && <AcceptedAnswersField form={form} />}
      {kind === 'slider' && <SliderSpecFields form={form} />}
      {hasChoices(kind) && <ChoicesField form={form} />}
      <LocalizedFields
        label={t('fields.explanation')}
        isMultiline
        registrations={{ en: form.register('explanation.en'), ar: form.register('explanation.ar') }}
        errors={{
          en: errorWords(errors.explanation?.en, 'explanation'),
          ar: errorWords(errors.explanation?.ar, 'explanation'),
        }}
      />
      <ImageFields
        label={t('fields.image')}
        description={t('fields.imageHint')}
        address={hasImage ? image : undefined}
        onUploaded={(uploaded) => {
          form.setValue('image', uploaded, { shouldDirty: true });
        }}
        image={form.register('image')}
        registerAlt={() => ({ en: form.register('image_alt.en'), ar: form.register('image_alt.ar') })}
        errors={{
          image: errorWords(errors.image, 'image'),
          alt: errorWords(errors.image_alt, 'image_alt'),
          altIn: { en: errorWords(errors.image_alt?.en), ar: errorWords(errors.image_alt?.ar) },
        }}
      />
    </Stack>
  );
}
