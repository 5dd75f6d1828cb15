import { Button, FileButton, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@awarequest/contracts';
import { describeFailedCall } from '../../../lib/failed-call';
import { useUploadImage } from '../api/upload-image';

interface ImageUploadButtonProps {
  /** What the picture is for, read with the button ("Upload a picture, Picture of choice 2"). */
  label: string;
  onUploaded: (address: string) => void;
}

/**
 * Upload a picture from the computer: a quick check of size and type here, the server judges the
 * bytes and re-encodes them; a refusal is said under the button, in the user's language.
 */
export function ImageUploadButton({ label, onUploaded }: ImageUploadButtonProps) {
  const { t } = useTranslation('authoring');
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setError(t('fields.imageTooLarge'));
      return;
    }
    if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError(t('fields.imageWrongType'));
      return;
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => {
        const response = failure instanceof AxiosError ? failure.response : undefined;
        setError(describeFailedCall({ status: response?.status, body: response?.data }, t));
      },
    });
  };
  return (
    <div>
      <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="sm"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            loading={upload.isPending}
            aria-label={`${t('fields.uploadImage')}: ${label}`}
          >
            {t('fields.uploadImage')}
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" mt={4}>
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('fields.uploadImageHint')}
        </Text>
      )}
    </div>
  );
}
