import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Lookups, User } from '@awarequest/contracts';
import { EditProfileForm } from './edit-profile-form';

interface EditProfileModalProps {
  isOpen: boolean;
  onClose: () => void;
  user: User;
  lookups: Lookups | undefined;
}

/** The edit-profile form in a dialog (full screen on a phone). */
export function EditProfileModal({ isOpen, onClose, user, lookups }: EditProfileModalProps) {
  const { t } = useTranslation('profile');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('edit.title')} size="lg" fullScreen={isPhone}>
      <EditProfileForm user={user} lookups={lookups} onDone={onClose} />
    </Modal>
  );
}
