import { REPORT_TREND_WEEKS } from '@awarequest/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a report covers: the given ones, or `defaultDays` up to today (UTC). */
export function reportRange(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date,
  defaultDays = REPORT_TREND_WEEKS * 7,
): { from: string; to: string } {
  const to = input.to ?? isoDay(now);
  const from = input.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (defaultDays - 1) * DAY_MS));
  return { from, to };
}

/** The first instant after the day `to`, so a timestamp range includes all of `to`. */
export const dayAfter = (to: string): Date => new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
