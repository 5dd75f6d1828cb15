import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDay, REPORT_DIMENSIONS, type ReportDimension } from '@awarequest/contracts';

const isDimension = (value: string | null): value is ReportDimension =>
  REPORT_DIMENSIONS.some((dimension) => dimension === value);

/** A day from the address; anything else (a typo, 2026-02-30) is no bound at all. */
const dayParam = (value: string | null): string | undefined =>
  value !== null && isCalendarDay(value) ? value : undefined;

/**
 * The report's dimension and date range live in the address (?dimension=&from=&to=), so a
 * report can be bookmarked and the back button returns to the same view.
 */
export function useReportSearch() {
  const [params, setParams] = useSearchParams();
  const dimensionParam = params.get('dimension');
  const dimension: ReportDimension = isDimension(dimensionParam) ? dimensionParam : 'department';
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  // React Router reads the address as last rendered: two quick edits (from, then to) would
  // each start from it and the second would undo the first. The newest params are kept here,
  // and replaced only when the address itself changes (the back button), never by a render
  // that happens before the router has applied an edit.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    latest.current = params;
  }
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };
  return { dimension, from, to, params, update };
}
