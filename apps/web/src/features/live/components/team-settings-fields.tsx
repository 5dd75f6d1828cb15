import { NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_TEAM_COUNT, TEAM_MODES } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import type { CreateFormInput } from '../model/create-form';

const SIZES = Array.from({ length: 9 }, (_, at) => at + 2);
const COUNTS = Array.from({ length: MAX_TEAM_COUNT - 1 }, (_, at) => at + 2);

/**
 * The team mode when creating a session (the host may change it in the lobby): the mode, and
 * the size of random teams or the number of teams the host assigns.
 */
export function TeamSettingsFields({ control }: { control: Control<CreateFormInput> }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const mode = useWatch({ control, name: 'team_mode' }) ?? 'off';
  const numbers = (values: number[]) =>
    values.map((value) => ({ value: String(value), label: formatNumber(value, language) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={control}
        name="team_mode"
        render={({ field }) => (
          <NativeSelect
            label={t('teams.mode')}
            description={t(`teams.modeHints.${mode}`)}
            data={TEAM_MODES.map((option) => ({ value: option, label: t(`teams.modes.${option}`) }))}
            value={field.value ?? 'off'}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {(mode === 'random' || mode === 'host') && (
        <Controller
          control={control}
          name={mode === 'random' ? 'team_size' : 'team_count'}
          render={({ field }) => (
            <NativeSelect
              label={t(mode === 'random' ? 'teams.size' : 'teams.count')}
              data={numbers(mode === 'random' ? SIZES : COUNTS)}
              value={String(field.value ?? 2)}
              onChange={(event) => {
                field.onChange(Number(event.currentTarget.value));
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </SimpleGrid>
  );
}
