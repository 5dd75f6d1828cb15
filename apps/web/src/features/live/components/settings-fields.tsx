import { Fieldset, Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MAX_PLAYERS_LIMIT, POINTS_PER_QUESTION } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import type { CreateFormInput } from '../model/create-form';
import { TeamSettingsFields } from './team-settings-fields';

type SwitchField = 'speed_bonus' | 'streak_bonus' | 'show_questions_on_devices' | 'late_join';
type NumberField = 'reading_seconds' | 'answer_seconds' | 'extended_time_percent' | 'max_players';

const SWITCHES: SwitchField[] = ['speed_bonus', 'streak_bonus', 'show_questions_on_devices', 'late_join'];
const NUMBERS: { name: NumberField; min: number; max: number; unit: 'seconds' | 'percent' | 'players' }[] = [
  { name: 'reading_seconds', min: 0, max: 30, unit: 'seconds' },
  { name: 'answer_seconds', min: 5, max: 240, unit: 'seconds' },
  { name: 'extended_time_percent', min: 0, max: 200, unit: 'percent' },
  { name: 'max_players', min: 1, max: MAX_PLAYERS_LIMIT, unit: 'players' },
];

/** A typed number, or undefined while the field is empty (the schema says what is missing). */
const toNumber = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : undefined;

interface SettingsFieldsProps {
  control: Control<CreateFormInput>;
  errors: FieldErrors<CreateFormInput>;
}

/** The host's choices for a session: points, bonuses, what devices show, times, late join, seats. */
export function SettingsFields({ control, errors }: SettingsFieldsProps) {
  const { t } = useTranslation('live');
  const isNarrow = useMediaQuery('(max-width: 30em)');
  const errorWords = useErrorWords();
  return (
    <Fieldset
      legend={t('settings.legend')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 8 } }}
    >
      <Stack gap="md">
        <Controller
          control={control}
          name="points_per_question"
          render={({ field }) => (
            <Input.Wrapper
              label={t('settings.points_per_question')}
              description={t('settings.pointsHint')}
              error={errorWords(errors.points_per_question, 'points_per_question')}
            >
              <SegmentedControl
                fullWidth
                // Stacked on a narrow screen (320 px, or large text): three labels side by side do not fit.
                orientation={isNarrow ? 'vertical' : 'horizontal'}
                mt={6}
                value={String(field.value ?? 1000)}
                onChange={(value) => {
                  field.onChange(Number(value));
                }}
                data={POINTS_PER_QUESTION.map((points) => ({
                  value: String(points),
                  label: t(`settings.points.${points}`),
                }))}
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SWITCHES.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={t(`settings.${name}`)}
                  description={t(`settings.${name}Hint`)}
                  checked={field.value ?? false}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.checked);
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {NUMBERS.map(({ name, min, max, unit }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`settings.${name}`)}
                  description={t(`settings.range.${unit}`, { min, max })}
                  min={min}
                  max={max}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(toNumber(value));
                  }}
                  onBlur={field.onBlur}
                  error={errorWords(errors[name], name)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <TeamSettingsFields control={control} />
      </Stack>
    </Fieldset>
  );
}
