import type { AttemptResult } from '@awarequest/contracts';

/** The three outcomes of docs/product.md §4: passed, failed, and failed with no attempt left. */
export type Outcome = 'passed' | 'failed' | 'outOfAttempts';

export function outcomeOf(result: Pick<AttemptResult, 'passed' | 'attempts_left'>): Outcome {
  if (result.passed) return 'passed';
  return result.attempts_left === 0 ? 'outOfAttempts' : 'failed';
}

/** Whether the player may start the game again (null attempts left means no limit). */
export const canTryAgain = (result: Pick<AttemptResult, 'attempts_left'>): boolean =>
  result.attempts_left !== 0;
