import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { photoSrc } from '../photo-url';

/** The user's photo, or their avatar when they have none. */
export function ProfilePicture({ user, size }: { user: User; size: number }) {
  const { t } = useTranslation('profile');
  if (user.photo) {
    return <Avatar src={photoSrc(user.photo)} alt={t('photo.current')} size={size} radius="50%" />;
  }
  return <PlayerAvatar avatar={user.avatar ?? ''} size={size} isLabelled={Boolean(user.avatar)} />;
}
