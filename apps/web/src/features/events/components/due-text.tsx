import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AssignmentState } from '@awarequest/contracts';
import { dueOf } from '../model/due';

/** "3 days left" or, in red with a warning icon, "Overdue by 2 days". */
export function DueText({ dueAt, state }: { dueAt: string; state: AssignmentState | null }) {
  const { t } = useTranslation('events');
  const due = dueOf(dueAt, state);
  if (state === 'completed') return null;
  const Icon = due.overdue ? IconAlertTriangle : IconClock;
  return (
    <Group gap={4} wrap="nowrap" c={due.overdue ? 'red' : 'dimmed'} data-overdue={due.overdue}>
      <Icon size={16} aria-hidden />
      <Text size="sm" fw={due.overdue ? 700 : 500} c="inherit">
        {t(due.overdue ? 'overdueBy' : 'daysLeft', { count: due.days })}
      </Text>
    </Group>
  );
}
