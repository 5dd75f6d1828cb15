import { ThemeIcon } from '@mantine/core';
import {
  IconCalendarDue,
  IconChartLine,
  IconCircleCheck,
  IconCircleX,
  IconDeviceGamepad2,
  IconDoorEnter,
  IconHourglassEmpty,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NotificationKind } from '@awarequest/contracts';

const ICONS = {
  quiz_passed: { Icon: IconCircleCheck, color: 'teal' },
  quiz_failed: { Icon: IconCircleX, color: 'red' },
  attempts_limit_reached: { Icon: IconHourglassEmpty, color: 'orange' },
  live_invitation: { Icon: IconUsersGroup, color: 'grape' },
  new_game: { Icon: IconDeviceGamepad2, color: 'blue' },
  score_band_changed: { Icon: IconChartLine, color: 'cyan' },
  event_reminder: { Icon: IconCalendarDue, color: 'orange' },
  event_lobby_open: { Icon: IconDoorEnter, color: 'grape' },
} as const satisfies Record<NotificationKind, { Icon: typeof IconCircleCheck; color: string }>;

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { Icon, color } = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}
