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

/**
 * The avatars a player can pick (names in the `avatars` namespace); the id is what is stored.
 * No Mantine here: the player's light page draws them too (features/live/components/live-avatar).
 */
export interface AvatarEntry {
  id: string;
  Icon: Icon;
  /** A Mantine colour name, and its shade 6 for pages without Mantine. */
  color: string;
  tone: string;
}

export const AVATARS: readonly AvatarEntry[] = [
  { id: 'cat', Icon: IconCat, color: 'orange', tone: '#fd7e14' },
  { id: 'dog', Icon: IconDog, color: 'yellow', tone: '#fab005' },
  { id: 'fish', Icon: IconFish, color: 'cyan', tone: '#15aabf' },
  { id: 'butterfly', Icon: IconButterfly, color: 'grape', tone: '#be4bdb' },
  { id: 'deer', Icon: IconDeer, color: 'lime', tone: '#82c91e' },
  { id: 'horse', Icon: IconHorse, color: 'red', tone: '#fa5252' },
  { id: 'dragon', Icon: IconDragon, color: 'green', tone: '#40c057' },
  { id: 'robot', Icon: IconRobot, color: 'indigo', tone: '#4c6ef5' },
  { id: 'rocket', Icon: IconRocket, color: 'blue', tone: '#228be6' },
  { id: 'planet', Icon: IconPlanet, color: 'violet', tone: '#7950f2' },
  { id: 'cactus', Icon: IconCactus, color: 'teal', tone: '#12b886' },
  { id: 'flower', Icon: IconFlower, color: 'pink', tone: '#e64980' },
];

const fallback: AvatarEntry = { id: '', Icon: IconUser, color: 'gray', tone: '#868e96' };
export const avatarOf = (id: string): AvatarEntry => AVATARS.find((entry) => entry.id === id) ?? fallback;
