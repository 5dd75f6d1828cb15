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

/** The content pack's icon names (Tabler names) and their components; only these are bundled. */
const ICONS: Record<string, Icon> = {
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
};

/** A category's icon by name; an unknown name (an admin's choice) falls back to a shield. */
export function CategoryIcon({ name, size = 28 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconShieldLock;
  return <Component size={size} aria-hidden />;
}
