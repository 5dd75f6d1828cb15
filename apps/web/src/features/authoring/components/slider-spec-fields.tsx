import { Input, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Question, QuestionInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { LocalizedFields } from './localized-fields';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

const NUMBERS = ['min', 'max', 'step', 'answer', 'tolerance', 'limit'] as const;

/**
 * A slider's spec: the range and its step, the answer, and how close earns: full points within
 * the tolerance, falling to none at the limit; the unit in both languages.
 */
export function SliderSpecFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const errors = form.formState.errors.slider;
  return (
    <Input.Wrapper
      label={t('question.slider')}
      description={t('question.sliderHint')}
      error={errorWords(errors?.root ?? (errors?.message ? errors : undefined), 'slider')}
    >
      <Stack gap="sm" mt="xs">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {NUMBERS.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={`slider.${name}`}
              render={({ field }) => (
                <NumberInput
                  label={t(`question.sliderFields.${name}`)}
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(typeof value === 'number' ? value : undefined);
                  }}
                  onBlur={field.onBlur}
                  decimalScale={6}
                  error={errorWords(errors?.[name], name)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <LocalizedFields
          label={t('question.sliderFields.unit')}
          isRequired={false}
          registrations={{ en: form.register('slider.unit.en'), ar: form.register('slider.unit.ar') }}
          errors={{ en: errorWords(errors?.unit?.en, 'unit'), ar: errorWords(errors?.unit?.ar, 'unit') }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
