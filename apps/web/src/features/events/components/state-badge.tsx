import { Badge, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AssignmentState } from '@awarequest/contracts';

const LOOKS = {
  not_started: { color: 'gray', Icon: IconCircleDashed },
  in_progress: { color: 'blue', Icon: IconProgress },
  completed: { color: 'teal', Icon: IconCircleCheck },
  overdue: { color: 'red', Icon: IconAlertTriangle },
} as const;

/** A person's state on an event or a game: a word and an icon, the colour only adds to them. */
export function StateBadge({ state }: { state: AssignmentState }) {
  const { t } = useTranslation('events');
  const { color, Icon } = LOOKS[state];
  const label = t(`states.${state}`);
  return (
    <Badge
      color={color}
      variant={state === 'overdue' ? 'filled' : 'light'}
      leftSection={<Icon size={14} aria-hidden />}
      data-state={state}
    >
      {/* "State: Not started" read as words; an aria-label on the badge's div is ignored. */}
      <VisuallyHidden>{t('stateLabel', { state: label })}</VisuallyHidden>
      <span aria-hidden>{label}</span>
    </Badge>
  );
}
