import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '@awarequest/contracts';

interface LocalizedFieldsProps {
  label: string;
  registrations: Record<Language, UseFormRegisterReturn>;
  errors: Partial<Record<Language, string>>;
  isMultiline?: boolean;
  isRequired?: boolean;
}

/**
 * One text in both languages, side by side (stacked on a phone): English left to right,
 * Arabic right to left, each marked with its language so screen readers read it right.
 */
export function LocalizedFields({
  label,
  registrations,
  errors,
  isMultiline = false,
  isRequired = true,
}: LocalizedFieldsProps) {
  const { t } = useTranslation('authoring');
  const Input = isMultiline ? Textarea : TextInput;
  const languages: Language[] = ['en', 'ar'];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {languages.map((language) => (
        <Input
          key={language}
          label={t('fields.inLanguage', { field: label, language: t(`languages.${language}`) })}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          lang={language}
          withAsterisk={isRequired}
          error={errors[language]}
          {...(isMultiline ? { autosize: true, minRows: 2, maxRows: 8 } : {})}
          {...registrations[language]}
        />
      ))}
    </SimpleGrid>
  );
}
