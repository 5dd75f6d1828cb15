import { Checkbox, Stack, TagsInput, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventBodyInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';

interface EventRemindersFieldProps {
  control: Control<EventBodyInput>;
  errors: FieldErrors<EventBodyInput>;
  disabled: boolean;
}

const byDays = (values: string[]): number[] =>
  [
    ...new Set(
      values.map((value) => Number(value.trim())).filter((value) => Number.isInteger(value) && value > 0),
    ),
  ].sort((a, b) => b - a);

/** When people who have not finished are reminded: at the start, N days before due, once overdue. */
export function EventRemindersField({ control, errors, disabled }: EventRemindersFieldProps) {
  const { t } = useTranslation('events-admin');
  const errorWords = useErrorWords();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('editor.fields.remindersHint')}
      </Text>
      <Controller
        control={control}
        name="remind_at_start"
        render={({ field }) => (
          <Checkbox
            label={t('editor.fields.remindAtStart')}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="reminder_days"
        render={({ field }) => (
          <TagsInput
            label={t('editor.fields.reminderDays')}
            description={t('editor.fields.reminderDaysHint')}
            placeholder={t('editor.fields.reminderDaysPlaceholder')}
            value={(field.value ?? []).map(String)}
            onChange={(values) => {
              field.onChange(byDays(values));
            }}
            maxTags={5}
            disabled={disabled}
            error={errorWords(errors.reminder_days, 'reminder_days')}
            maw={360}
          />
        )}
      />
      <Controller
        control={control}
        name="remind_when_overdue"
        render={({ field }) => (
          <Checkbox
            label={t('editor.fields.remindWhenOverdue')}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
            disabled={disabled}
          />
        )}
      />
    </Stack>
  );
}
