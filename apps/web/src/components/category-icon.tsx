import {
  IconAlertTriangle,
  IconBuilding,
  IconCloud,
  IconDeviceMobile,
  IconKey,
  IconLock,
  IconMail,
  IconRobot,
  IconShare,
  IconShieldLock,
  IconUsb,
  IconUserShield,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

/**
 * The icons a category may have: the Tabler names the content pack uses, which the players'
 * screens draw. Only these are bundled, so the admin picks from this list.
 */
export const CATEGORY_ICONS: Record<string, Icon> = {
  mail: IconMail,
  users: IconUsers,
  key: IconKey,
  'alert-triangle': IconAlertTriangle,
  lock: IconLock,
  world: IconWorld,
  'device-mobile': IconDeviceMobile,
  share: IconShare,
  cloud: IconCloud,
  robot: IconRobot,
  building: IconBuilding,
  usb: IconUsb,
  'user-shield': IconUserShield,
  'shield-lock': IconShieldLock,
};

/** A category's icon by name; an unknown name falls back to a shield. */
export function CategoryIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Component = CATEGORY_ICONS[name] ?? IconShieldLock;
  return <Component size={size} aria-hidden />;
}
