import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';

interface BilingualInputsProps {
  label: string;
  registrations: Record<Language, UseFormRegisterReturn>;
  errors: Partial<Record<Language, string | undefined>>;
  isMultiline?: boolean;
  isRequired?: boolean;
  disabled?: boolean;
}

const LANGUAGES: Language[] = ['en', 'ar'];

/**
 * One text in both languages, side by side (stacked on a phone): English left to right, Arabic
 * right to left, each marked with its language so that screen readers read it right.
 */
export function BilingualInputs({
  label,
  registrations,
  errors,
  isMultiline = false,
  isRequired = true,
  disabled = false,
}: BilingualInputsProps) {
  const { t } = useTranslation('events-admin');
  const Input = isMultiline ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {LANGUAGES.map((language) => (
        <Input
          key={language}
          label={t('editor.fields.inLanguage', { field: label, language: t(`editor.languages.${language}`) })}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          lang={language}
          withAsterisk={isRequired}
          error={errors[language]}
          disabled={disabled}
          {...(isMultiline ? { autosize: true, minRows: 2, maxRows: 8 } : {})}
          {...registrations[language]}
        />
      ))}
    </SimpleGrid>
  );
}
