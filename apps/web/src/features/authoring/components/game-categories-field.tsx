import { MultiSelect } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pickText, type GameFieldsInput } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminCategories } from '../api/get-admin-categories';

/** The categories a game appears in, by key; the first chosen is its home. */
export function GameCategoriesField({
  control,
  error,
}: {
  control: Control<GameFieldsInput>;
  error: string | undefined;
}) {
  const { t } = useTranslation('authoring');
  const categories = useAdminCategories();
  const language = currentLanguage();
  const data = (categories.data ?? []).map((category) => ({
    value: category.key,
    label: pickText(category.name, language),
  }));
  return (
    <Controller
      control={control}
      name="categories"
      render={({ field }) => (
        <MultiSelect
          label={t('fields.categories')}
          description={t('fields.categoriesHint')}
          withAsterisk
          data={data}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          error={error}
        />
      )}
    />
  );
}
