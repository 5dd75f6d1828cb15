import type { MantineColor } from '@mantine/core';
import type { ScoreFactor } from '@awarequest/contracts';
import type { ScoreKind } from '../../../lib/score-bands';

export interface FactorTone {
  /** `none` for a factor that moved the score by 0 points (said, but neither raising nor lowering). */
  effect: 'raises' | 'lowers' | 'none';
  color: MantineColor;
}

/** Green for what helps the player (more awareness, less risk), red for what hurts, grey for nothing. */
export function factorTone(kind: ScoreKind, factor: Pick<ScoreFactor, 'effect' | 'points'>): FactorTone {
  if (factor.points === 0) return { effect: 'none', color: 'gray' };
  const isGood = (factor.effect === 'raises') === (kind === 'awareness');
  return { effect: factor.effect, color: isGood ? 'green' : 'red' };
}
