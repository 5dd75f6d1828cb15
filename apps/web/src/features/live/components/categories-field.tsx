import { Checkbox, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pickText, type CategorySummary } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorWords } from '../../../lib/form-errors';
import type { CreateFormInput } from '../model/create-form';

interface CategoriesFieldProps {
  categories: CategorySummary[];
  control: Control<CreateFormInput>;
  errors: FieldErrors<CreateFormInput>;
}

/** A player game draws its questions from the chosen categories: which, and how many questions. */
export function CategoriesField({ categories, control, errors }: CategoriesFieldProps) {
  const { t } = useTranslation(['live', 'common']);
  const errorWords = useErrorWords();
  const language = currentLanguage();
  if (categories.length === 0) return <Text c="dimmed">{t('common:empty.noCategories')}</Text>;
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="category_ids"
        render={({ field }) => (
          <Checkbox.Group
            label={t('create.categories')}
            description={t('create.categoriesHint')}
            value={field.value}
            onChange={field.onChange}
            error={errorWords(errors.category_ids, 'category_ids')}
            withAsterisk
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {categories.map((category) => (
                <Checkbox key={category.id} value={category.id} label={pickText(category.name, language)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name="questions_count"
        render={({ field }) => (
          <NumberInput
            label={t('create.questionsCount')}
            description={t('settings.range.count', { min: 1, max: 50 })}
            min={1}
            max={50}
            maw={240}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            value={field.value}
            onChange={(value) => {
              field.onChange(typeof value === 'number' ? value : undefined);
            }}
            onBlur={field.onBlur}
            error={errorWords(errors.questions_count, 'questions_count')}
          />
        )}
      />
    </Stack>
  );
}
