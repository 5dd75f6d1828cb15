import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssignmentState } from '@awarequest/contracts';
import { STATE_COLORS } from '../model/state-colors';

export function StateBadge({ state }: { state: AssignmentState }) {
  const { t } = useTranslation('event-reports');
  return (
    <Badge color={STATE_COLORS[state]} variant={state === 'overdue' ? 'filled' : 'light'} data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
