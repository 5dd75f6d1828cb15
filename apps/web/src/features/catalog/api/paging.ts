import type { Page } from '@awarequest/contracts';

/** The next page number, or undefined when this page was the last. */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.page * last.per_page < last.total ? last.page + 1 : undefined;
}
