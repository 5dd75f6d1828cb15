import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { useEventCategories } from '../api/get-event-categories';

interface CategoryFilterProps {
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

/** The category filter of /events, from GET /event-categories; empty shows every category. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const categories = useEventCategories();
  const data = [
    { value: '', label: t('filter.all') },
    ...(categories.data ?? []).map((category) => ({
      value: category.id,
      label: pickText(category.name, language),
    })),
  ];
  return (
    <Select
      label={t('filter.label')}
      data={data}
      value={value ?? ''}
      onChange={(next) => {
        onChange(next ? next : null);
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
