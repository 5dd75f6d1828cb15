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

/** The icons an event category may have (the contracts' EVENT_CATEGORY_ICONS). */
const ICONS: Record<IconName, Icon> = {
  'shield-check': IconShieldCheck,
  'calendar-event': IconCalendarEvent,
  trophy: IconTrophy,
  flag: IconFlag,
  school: IconSchool,
  bolt: IconBolt,
  'alert-triangle': IconAlertTriangle,
  users: IconUsers,
};

/** An event category's icon by name; an unknown name draws a calendar. */
export function EventCategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = (ICONS as Record<string, Icon | undefined>)[name] ?? IconCalendarEvent;
  return <Component size={size} aria-hidden />;
}
