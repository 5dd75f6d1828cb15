import type { AssignmentState } from '@awarequest/contracts';

const DAY_MS = 86_400_000;

/** How far a due date is: whole days left (0: due today), or whole days overdue (at least 1). */
export type Due = { overdue: false; days: number } | { overdue: true; days: number };

/**
 * Days left until `dueAt`, or days past it. A campaign is overdue when the server says so
 * (its grace period is counted there, docs/domain.md "Events"), or once the due date has passed
 * and the work is not completed.
 */
export function dueOf(dueAt: string, state: AssignmentState | null, now: number = Date.now()): Due {
  const left = Date.parse(dueAt) - now;
  if (state === 'overdue' || (left < 0 && state !== 'completed')) {
    return { overdue: true, days: Math.max(1, Math.ceil(-left / DAY_MS)) };
  }
  return { overdue: false, days: Math.max(0, Math.floor(left / DAY_MS)) };
}
