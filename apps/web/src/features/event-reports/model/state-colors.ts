import type { AssignmentState } from '@awarequest/contracts';

/** A person's state as a badge colour: overdue in red (issue 24), done in teal. */
export const STATE_COLORS: Record<AssignmentState, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  overdue: 'red',
};
