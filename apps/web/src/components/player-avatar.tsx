import { Avatar, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS, type AvatarId } from '@awarequest/contracts';
import { avatarOf } from './avatar-icons';

export { AVATARS, avatarOf } from './avatar-icons';

/** The first of the contracts' avatars, preselected on a join. */
export const DEFAULT_AVATAR: AvatarId = AVATAR_IDS[0];

interface PlayerAvatarProps {
  avatar: string;
  size?: MantineSize | number;
  /** Decorative next to a nickname (the default); otherwise it carries its name. */
  isLabelled?: boolean;
}

/** A player's avatar: an icon on a tinted disc, the same in both colour schemes. */
export function PlayerAvatar({ avatar, size = 'md', isLabelled = false }: PlayerAvatarProps) {
  const { t } = useTranslation('avatars');
  const entry = avatarOf(avatar);
  const name = entry.id ? t(entry.id) : undefined;
  return (
    <Avatar
      size={size}
      color={entry.color}
      variant="light"
      radius="xl"
      aria-hidden={isLabelled ? undefined : true}
      aria-label={isLabelled ? name : undefined}
      role={isLabelled ? 'img' : undefined}
      data-avatar={entry.id || undefined}
    >
      <entry.Icon size="62%" stroke={1.6} />
    </Avatar>
  );
}
