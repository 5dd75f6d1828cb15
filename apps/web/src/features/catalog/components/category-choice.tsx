import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type CategorySummary } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';

interface CategoryChoiceProps {
  categories: CategorySummary[];
  value: string | null;
  onChange: (categoryId: string) => void;
  isDisabled: boolean;
}

/** A game can sit in several categories: the player picks the one the attempt counts for. */
export function CategoryChoice({ categories, value, onChange, isDisabled }: CategoryChoiceProps) {
  const { t } = useTranslation(['games', 'common']);
  const language = currentLanguage();
  if (categories.length === 0) {
    return <Text c="dimmed">{t('common:empty.noCategories')}</Text>;
  }
  return (
    <Radio.Group value={value} onChange={onChange} label={t('game.chooseCategory')}>
      <Stack gap="xs" mt="xs">
        {categories.map((category) => (
          <Radio
            key={category.id}
            value={category.id}
            label={pickText(category.name, language)}
            disabled={isDisabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
