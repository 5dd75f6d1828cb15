import type { LivePhase } from '@awarequest/contracts';

/** The participant screens of docs/product.md §2; which one shows follows the server's phase. */
export type PlayerPage = 'lobby' | 'start' | 'play';

export function pageOfPhase(phase: LivePhase): PlayerPage {
  if (phase === 'lobby') return 'lobby';
  if (phase === 'get_ready') return 'start';
  return 'play';
}

export const playerPath = (pin: string, page: PlayerPage): string => `/game/${pin}/${page}`;
