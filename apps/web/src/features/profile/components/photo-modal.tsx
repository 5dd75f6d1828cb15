import { Alert, Avatar, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { AxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type User } from '@awarequest/contracts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { ProfilePicture } from './profile-picture';

interface PhotoModalProps {
  isOpen: boolean;
  onClose: () => void;
  user: User;
}

/** The server's words for a refused upload (in the user's language), or undefined. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const message: unknown = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Upload photo: choose, preview, upload; a refused file says why and the old photo stays. */
export function PhotoModal({ isOpen, onClose, user }: PhotoModalProps) {
  const { t } = useTranslation('profile');
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | undefined>();

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const close = () => {
    setFile(null);
    setError(undefined);
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(undefined);
    // A quick check of what the browser says; the server judges the bytes.
    if (chosen && chosen.size > PHOTO_MAX_BYTES) setError(t('photo.tooLarge'));
    else if (chosen && chosen.type && !(PHOTO_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t('photo.wrongType'));
    }
  };
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toastSuccess(t('toasts.photoUpdated'));
        close();
      },
      onError: (failure) => {
        const message = serverMessage(failure) ?? t('toasts.failed');
        setError(message);
        toastError(message);
      },
    });
  };

  return (
    <Modal opened={isOpen} onClose={close} title={t('photo.title')} centered>
      <Stack>
        <Group justify="center">
          {preview ? (
            <Avatar src={preview} alt={t('photo.preview')} size={128} radius="50%" />
          ) : (
            <ProfilePicture user={user} size={128} />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('photo.hint')}
        </Text>
        <FileInput
          label={t('photo.choose')}
          accept={PHOTO_TYPES.join(',')}
          value={file}
          onChange={choose}
          leftSection={<IconPhotoUp size={18} aria-hidden />}
          clearable
          error={error ? ' ' : undefined}
        />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          {user.photo ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toastSuccess(t('toasts.photoRemoved'));
                    close();
                  },
                });
              }}
            >
              {t('photo.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              {t('photo.cancel')}
            </Button>
            <Button onClick={send} disabled={!file || error !== undefined} loading={upload.isPending}>
              {t('photo.upload')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
