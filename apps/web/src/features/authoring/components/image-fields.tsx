import { Stack, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';
import { LocalizedFields } from './localized-fields';

interface ImageFieldsProps {
  label: string;
  description?: string;
  /** Whether an address is entered: its alt text is then required in both languages. */
  hasImage: boolean;
  image: UseFormRegisterReturn;
  /** Registers the alt text fields, only once they are drawn: an unregistered alt text stays absent. */
  registerAlt: () => Record<Language, UseFormRegisterReturn>;
  errors: { image?: string | undefined; alt?: string | undefined; altIn: Partial<Record<Language, string>> };
}

/**
 * A picture's address and its alt text in both languages (a question's or a choice's); the alt
 * text appears once there is an address, because a picture without words shuts out a blind player.
 */
export function ImageFields({ label, description, hasImage, image, registerAlt, errors }: ImageFieldsProps) {
  const { t } = useTranslation('authoring');
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        placeholder="https://"
        dir="ltr"
        type="url"
        error={errors.image}
        {...image}
      />
      {hasImage && (
        <LocalizedFields
          label={t('fields.imageAlt')}
          registrations={registerAlt()}
          errors={{ en: errors.altIn.en ?? errors.alt, ar: errors.altIn.ar ?? errors.alt }}
        />
      )}
    </Stack>
  );
}
