import { ColorInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, type ThemeColorKey, type ThemeUpdate } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import type { BrandingValues } from '../model/branding-form';

interface ColorFieldsProps {
  legend: string;
  keys: readonly ThemeColorKey[];
  control: Control<BrandingValues, unknown, ThemeUpdate>;
  errors: FieldErrors<BrandingValues>;
}

/** The label of a key: LIGHT_ and DARK_ variants share one (the group says the mode). */
const labelKey = (key: ThemeColorKey) => `colors.${key.replace(/^(LIGHT|DARK)_(?!PRIMARY)/, '')}`;

/** One group of colour keys, each a hex field with a picker; empty means the default. */
export function ColorFields({ legend, keys, control, errors }: ColorFieldsProps) {
  const { t } = useTranslation('branding');
  const errorWords = useErrorWords();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('colorHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="group" aria-label={legend}>
        {keys.map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <ColorInput
                label={t(labelKey(key))}
                description={t('colorHint')}
                placeholder={
                  DEFAULT_THEME[key] ? `${t('colorDefault')}: ${DEFAULT_THEME[key]}` : t('colorDefault')
                }
                format="hex"
                // A value that is not a colour stays, with its error, instead of silently reverting.
                fixOnBlur={false}
                eyeDropperButtonProps={{ 'aria-label': t('eyeDropper', { field: t(labelKey(key)) }) }}
                dir="ltr"
                name={key}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorWords(errors[key], 'color')}
                data-testid={`color-${key}`}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
