import { Avatar, type MantineColor, type MantineSize } from '@mantine/core';
import {
  IconButterfly,
  IconCactus,
  IconCat,
  IconDeer,
  IconDog,
  IconDragon,
  IconFish,
  IconFlower,
  IconHorse,
  IconPlanet,
  IconRobot,
  IconRocket,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS, type AvatarId } from '@awarequest/contracts';

interface AvatarEntry {
  id: string;
  Icon: Icon;
  color: MantineColor;
}

/** The avatars a player can pick (names in the `avatars` namespace); the id is what is stored. */
export const AVATARS: readonly AvatarEntry[] = [
  { id: 'cat', Icon: IconCat, color: 'orange' },
  { id: 'dog', Icon: IconDog, color: 'yellow' },
  { id: 'fish', Icon: IconFish, color: 'cyan' },
  { id: 'butterfly', Icon: IconButterfly, color: 'grape' },
  { id: 'deer', Icon: IconDeer, color: 'lime' },
  { id: 'horse', Icon: IconHorse, color: 'red' },
  { id: 'dragon', Icon: IconDragon, color: 'green' },
  { id: 'robot', Icon: IconRobot, color: 'indigo' },
  { id: 'rocket', Icon: IconRocket, color: 'blue' },
  { id: 'planet', Icon: IconPlanet, color: 'violet' },
  { id: 'cactus', Icon: IconCactus, color: 'teal' },
  { id: 'flower', Icon: IconFlower, color: 'pink' },
];

/** The first of the contracts' avatars, preselected on a join. */
export const DEFAULT_AVATAR: AvatarId = AVATAR_IDS[0];

const fallback: AvatarEntry = { id: '', Icon: IconUser, color: 'gray' };
export const avatarOf = (id: string): AvatarEntry => AVATARS.find((entry) => entry.id === id) ?? fallback;

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
