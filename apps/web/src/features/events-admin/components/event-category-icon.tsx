import {
  IconAlertTriangle,
  IconBolt,
  IconCalendarEvent,
  IconFlag,
  IconSchool,
  IconShieldCheck,
  IconTrophy,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { EventCategoryIcon as IconName } from '@awarequest/contracts';

/** The Tabler icon of each name in EVENT_CATEGORY_ICONS; only these are bundled. */
export const EVENT_CATEGORY_ICON_COMPONENTS: Partial<Record<string, Icon>> & Record<IconName, Icon> = {
  'shield-check': IconShieldCheck,
  'calendar-event': IconCalendarEvent,
  trophy: IconTrophy,
  flag: IconFlag,
  school: IconSchool,
  bolt: IconBolt,
  'alert-triangle': IconAlertTriangle,
  users: IconUsers,
};

/** A category's icon by name; an unknown name falls back to the calendar. */
export function EventCategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = EVENT_CATEGORY_ICON_COMPONENTS[name] ?? IconCalendarEvent;
  return <Component size={size} aria-hidden />;
}
