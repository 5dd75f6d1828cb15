import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS, type User } from '@awarequest/contracts';
import { AvatarPicker } from '../../../components/avatar-picker';
import { DEFAULT_AVATAR } from '../../../components/player-avatar';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { currentProfileBody } from '../profile-form';

interface AvatarModalProps {
  isOpen: boolean;
  onClose: () => void;
  user: User;
}

/** Choose an avatar: the set shipped with the product, the same one offered when joining a game. */
export function AvatarModal({ isOpen, onClose, user }: AvatarModalProps) {
  const { t } = useTranslation('profile');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState(user.avatar ?? DEFAULT_AVATAR);
  const save = () => {
    const chosen = AVATAR_IDS.find((id) => id === avatar);
    update.mutate(currentProfileBody(user, { avatar: chosen }), {
      onSuccess: () => {
        toastSuccess(t('toasts.updated'));
        onClose();
      },
      onError: () => {
        toastError(t('toasts.failed'));
      },
    });
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('avatar.title')} size="xl" fullScreen={isPhone}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('avatar.hint')}
        </Text>
        <AvatarPicker value={avatar} onChange={setAvatar} label={t('fields.avatar')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
