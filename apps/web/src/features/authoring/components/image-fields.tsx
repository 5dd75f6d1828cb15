import { Group, Image, Stack, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';
import { ImageUploadButton } from './image-upload-button';
import { LocalizedFields } from './localized-fields';

interface ImageFieldsProps {
  label: string;
  description?: string;
  /** The picture's address as entered or uploaded; its alt text is then required in both languages. */
  address: string | undefined;
  image: UseFormRegisterReturn;
  /** Puts an uploaded picture's address into the field. */
  onUploaded: (address: string) => void;
  /** Registers the alt text fields, only once they are drawn: an unregistered alt text stays absent. */
  registerAlt: () => Record<Language, UseFormRegisterReturn>;
  errors: { image?: string | undefined; alt?: string | undefined; altIn: Partial<Record<Language, string>> };
}

/**
 * A picture (a question's or a choice's): uploaded (POST /admin/images re-encodes it) or typed as
 * an address, a preview, and its alt text in both languages, which appears once there is a
 * picture, because a picture without words shuts out a blind player.
 */
export function ImageFields(props: ImageFieldsProps) {
  const { label, description, address, image, onUploaded, registerAlt, errors } = props;
  const { t } = useTranslation('authoring');
  const hasImage = Boolean(address?.trim());
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          description={description}
          placeholder="https://"
          dir="ltr"
          type="url"
          error={errors.image}
          style={{ flex: '1 1 16rem' }}
          {...image}
        />
        <ImageUploadButton label={label} onUploaded={onUploaded} />
      </Group>
      {hasImage && (
        <>
          <Image
            src={address}
            alt={t('fields.imagePreview')}
            h={120}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            data-testid="image-preview"
            style={{ alignSelf: 'flex-start' }}
          />
          <LocalizedFields
            label={t('fields.imageAlt')}
            registrations={registerAlt()}
            errors={{ en: errors.altIn.en ?? errors.alt, ar: errors.altIn.ar ?? errors.alt }}
          />
        </>
      )}
    </Stack>
  );
}
