import type { Language } from '@awarequest/contracts';
import { localeOf } from '../../../lib/number-format';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday", "الآن": how long ago `iso` was, in the reader's language. */
export function relativeTime(iso: string, now: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  // A server clock a little ahead of ours is not "in 5 seconds".
  let amount = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
