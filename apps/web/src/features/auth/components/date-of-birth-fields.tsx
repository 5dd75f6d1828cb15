import { Group, Input, Select, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAYS, MONTHS } from '@awarequest/contracts';
import type { DetailsForm, DetailsFormInput } from '../schemas';

interface DateOfBirthFieldsProps {
  control: Control<DetailsFormInput, unknown, DetailsForm>;
  register: UseFormRegister<DetailsFormInput>;
  errorOf: (part: 'month' | 'day' | 'year' | 'date_of_birth') => string | undefined;
}

/** Date of birth as MM / DD / YYYY parts (spec §5); the year accepts Arabic-Indic digits. */
export function DateOfBirthFields({ control, register, errorOf }: DateOfBirthFieldsProps) {
  const { t } = useTranslation('auth');
  const monthNames = t('months', { returnObjects: true }) as string[];
  const months = MONTHS.map((month) => ({
    value: String(month),
    label: monthNames[month - 1] ?? String(month),
  }));
  const days = DAYS.map((day) => ({ value: String(day), label: String(day) }));
  const wholeDateError = errorOf('date_of_birth');
  return (
    <Input.Wrapper label={`${t('fields.dateOfBirth')} (${t('fields.optional')})`} error={wholeDateError}>
      <Group grow align="flex-start" gap="xs" mt={4}>
        <PartSelect control={control} part="month" data={months} error={errorOf('month')} />
        <PartSelect control={control} part="day" data={days} error={errorOf('day')} />
        <TextInput
          aria-label={t('fields.year')}
          placeholder={t('fields.yearPlaceholder')}
          inputMode="numeric"
          maxLength={4}
          error={errorOf('year')}
          {...register('date_of_birth.year')}
        />
      </Group>
    </Input.Wrapper>
  );
}

interface PartSelectProps {
  control: Control<DetailsFormInput, unknown, DetailsForm>;
  part: 'month' | 'day';
  data: { value: string; label: string }[];
  error: string | undefined;
}

/** The month or day list; an empty choice is '' in the form and no value in the list. */
function PartSelect({ control, part, data, error }: PartSelectProps) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      control={control}
      name={`date_of_birth.${part}`}
      render={({ field }) => (
        <Select
          aria-label={t(`fields.${part}`)}
          placeholder={t(`fields.${part}Placeholder`)}
          data={data}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
          }}
          onBlur={field.onBlur}
          error={error}
          clearable
        />
      )}
    />
  );
}
