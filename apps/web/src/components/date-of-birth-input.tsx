import { Group, Input, Select, TextInput, type GroupProps } from '@mantine/core';
import { Controller, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAYS, MONTHS } from '@awarequest/contracts';
import { useErrorWords } from '../lib/form-errors';

type Part = 'month' | 'day' | 'year';

/** A form whose `date_of_birth` is typed as three strings, '' for a part left empty. */
interface WithDateOfBirth extends FieldValues {
  date_of_birth: Record<Part, string>;
}

interface DateOfBirthInputProps<T extends WithDateOfBirth> {
  control: Control<T, unknown, FieldValues>;
  /** The month and day lists filter as one types (the profile form). */
  isSearchable?: boolean;
  wrap?: GroupProps['wrap'];
}

/**
 * Date of birth as MM / DD / YYYY parts (docs/product.md §3, §5), the same at sign-up and in the profile:
 * month and day lists, and a year typed in ASCII or Arabic-Indic digits. A rule that fails
 * for the whole date shows under the label; names come from the auth catalog.
 */
export function DateOfBirthInput<T extends WithDateOfBirth>({
  control,
  isSearchable = false,
  wrap,
}: DateOfBirthInputProps<T>) {
  const { t } = useTranslation('auth');
  const errorWords = useErrorWords();
  const { errors } = useFormState({ control, name: 'date_of_birth' as Path<T> });
  // The schema's whole-date rule sits at date_of_birth.date_of_birth, the server's at the root.
  const dateErrors = errors.date_of_birth as
    Partial<Record<Part | 'date_of_birth' | 'root', object>> | undefined;
  const pathOf = (part: Part) => `date_of_birth.${part}` as Path<T>;
  const monthNames = t('months', { returnObjects: true }) as string[];
  const choices = {
    month: MONTHS.map((month) => ({ value: String(month), label: monthNames[month - 1] ?? String(month) })),
    day: DAYS.map((day) => ({ value: String(day), label: String(day) })),
  };
  return (
    <Input.Wrapper
      label={`${t('fields.dateOfBirth')} (${t('fields.optional')})`}
      error={errorWords(dateErrors?.date_of_birth ?? dateErrors?.root, 'date_of_birth')}
    >
      <Group grow align="flex-start" gap="xs" mt={4} wrap={wrap}>
        {(['month', 'day'] as const).map((part) => (
          <Controller
            key={part}
            control={control}
            name={pathOf(part)}
            render={({ field }) => (
              <Select
                aria-label={t(`fields.${part}`)}
                placeholder={t(`fields.${part}Placeholder`)}
                data={choices[part]}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                error={errorWords(dateErrors?.[part], part)}
                clearable
                searchable={isSearchable}
              />
            )}
          />
        ))}
        <TextInput
          aria-label={t('fields.year')}
          placeholder={t('fields.yearPlaceholder')}
          inputMode="numeric"
          maxLength={4}
          error={errorWords(dateErrors?.year, 'year')}
          {...control.register(pathOf('year'))}
        />
      </Group>
    </Input.Wrapper>
  );
}
