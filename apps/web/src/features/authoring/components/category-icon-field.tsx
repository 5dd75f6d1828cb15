import { Group, Select } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryInput } from '@awarequest/contracts';
import { CATEGORY_ICONS, CategoryIcon } from '../../../components/category-icon';

const ICON_OPTIONS = Object.keys(CATEGORY_ICONS).map((name) => ({ value: name, label: name }));

/** A category's icon, picked from the pack's icon names and shown as it will look. */
export function CategoryIconField({
  control,
  error,
}: {
  control: Control<CategoryInput>;
  error: string | undefined;
}) {
  const { t } = useTranslation('authoring');
  return (
    <Controller
      control={control}
      name="icon"
      render={({ field }) => (
        <Select
          label={t('fields.icon')}
          withAsterisk
          data={ICON_OPTIONS}
          value={field.value}
          onChange={(value) => {
            field.onChange(value ?? '');
          }}
          onBlur={field.onBlur}
          leftSection={<CategoryIcon name={field.value} size={18} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <CategoryIcon name={option.value} size={18} />
              <span>{option.label}</span>
            </Group>
          )}
          allowDeselect={false}
          error={error}
        />
      )}
    />
  );
}
