import { Group, Input, Select, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAYS, MONTHS } from '@awarequest/contracts';
import type { ProfileForm, ProfileFormInput } from '../profile-form';

interface DateOfBirthPartsProps {
  control: Control<ProfileFormInput, unknown, ProfileForm>;
  register: UseFormRegister<ProfileFormInput>;
  errorOf: (part: 'month' | 'day' | 'year' | 'date_of_birth') => string | undefined;
}

/**
 * Date of birth as MM / DD / YYYY parts (spec §3, §5), as sign-up asks it: the month and day
 * lists, and a year typed in ASCII or Arabic-Indic digits. Names come from the auth catalog.
 */
export function DateOfBirthParts({ control, register, errorOf }: DateOfBirthPartsProps) {
  const { t } = useTranslation('auth');
  const monthNames = t('months', { returnObjects: true }) as string[];
  const months = MONTHS.map((month) => ({
    value: String(month),
    label: monthNames[month - 1] ?? String(month),
  }));
  const days = DAYS.map((day) => ({ value: String(day), label: String(day) }));
  return (
    <Input.Wrapper
      label={`${t('fields.dateOfBirth')} (${t('fields.optional')})`}
      error={errorOf('date_of_birth')}
    >
      <Group grow align="flex-start" gap="xs" mt={4} wrap="nowrap">
        {(['month', 'day'] as const).map((part) => (
          <Controller
            key={part}
            control={control}
            name={`date_of_birth.${part}`}
            render={({ field }) => (
              <Select
                aria-label={t(`fields.${part}`)}
                placeholder={t(`fields.${part}Placeholder`)}
                data={part === 'month' ? months : days}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                error={errorOf(part)}
                clearable
                searchable
              />
            )}
          />
        ))}
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
