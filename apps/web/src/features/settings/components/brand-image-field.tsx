import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES } from '@awarequest/contracts';
import { failedCallText } from '../../../lib/form-errors';
import { useUploadBrandImage } from '../api/upload-brand-image';

interface BrandImageFieldProps {
  field: 'logo' | 'main_background';
  value: string;
  onChange: (url: string) => void;
}

/**
 * The logo or the main background: a picture uploaded at once (re-encoded by the server) whose
 * address the form keeps until it is saved; a refused file is told here and the last value stays.
 */
export function BrandImageField({ field, value, onChange }: BrandImageFieldProps) {
  const { t } = useTranslation('branding');
  const upload = useUploadBrandImage();
  const [error, setError] = useState<string>();
  const label = t(`images.${field}`);
  const choose = (file: File | null) => {
    if (!file) return;
    setError(undefined);
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (failure) => {
        setError(failedCallText(failure));
      },
    });
  };
  return (
    <Input.Wrapper label={label} description={t(`images.${field}Hint`)} error={error} id={`brand-${field}`}>
      <Stack gap="xs" mt={6}>
        {value ? (
          <Image
            src={value}
            alt={t('images.preview', { field: label })}
            h={field === 'logo' ? 56 : 96}
            w="auto"
            fit="contain"
            radius="sm"
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('images.none')}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={upload.isPending}
                leftSection={<IconPhotoUp size={18} aria-hidden />}
                aria-describedby={error ? `brand-${field}-error` : undefined}
                data-testid={`upload-${field}`}
              >
                {t('images.choose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => {
                setError(undefined);
                onChange('');
              }}
            >
              {t('images.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
