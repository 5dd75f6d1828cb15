import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '../api/get-lookups';
import { useMe } from '../api/get-me';
import { useWearables } from '../api/get-wearables';
import { AvatarModal } from './avatar-modal';
import { DeviceModal } from './device-modal';
import { EditProfileModal } from './edit-profile-modal';
import { PhotoModal } from './photo-modal';
import { ProfileSections } from './profile-sections';
import { ProfileSummary, type ProfileAction } from './profile-summary';
import { WearableSection } from './wearable-section';

interface ProfileViewProps {
  /** Reset password belongs to the sign-in flow; the page wires it. */
  onResetPassword: (email: string) => void;
}

/** /profile: the summary with its actions, Personal Info, Contact Info, and each action's dialog. */
export function ProfileView({ onResetPassword }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const me = useMe();
  const lookups = useLookups();
  const wearables = useWearables();
  const [open, setOpen] = useState<ProfileAction | null>(null);
  const close = () => {
    setOpen(null);
  };
  const user = me.data;
  if (!user) {
    return me.isError ? (
      <Alert color="red">{t('loadFailed')}</Alert>
    ) : (
      <Loader aria-label={t('common:loading')} />
    );
  }
  const email = user.email;
  return (
    <Stack gap="lg">
      <ProfileSummary
        user={user}
        canResetPassword={email !== null}
        onAction={(action) => {
          if (action === 'resetPassword' && email) onResetPassword(email);
          else setOpen(action);
        }}
      />
      <ProfileSections user={user} lookups={lookups.data} />
      {wearables.data && (
        <WearableSection
          wearables={wearables.data}
          user={user}
          onConnect={() => {
            setOpen('device');
          }}
        />
      )}
      {open === 'edit' && <EditProfileModal isOpen onClose={close} user={user} lookups={lookups.data} />}
      <PhotoModal isOpen={open === 'photo'} onClose={close} user={user} />
      {open === 'avatar' && <AvatarModal isOpen onClose={close} user={user} />}
      <DeviceModal isOpen={open === 'device'} onClose={close} wearables={wearables.data} />
    </Stack>
  );
}
