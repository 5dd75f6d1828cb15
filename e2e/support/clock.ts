import type { Page } from 'playwright-core';

/** The server env that lets a test end an attempt's time (the test-only DEV_CLOCK_API route). */
export const CLOCK_ENV = { DEV_CLOCK_API: 'true' };

/**
 * Runs out an attempt's time without waiting for it: the server's deadline moves into the past
 * (POST /api/dev/attempts/:id/expire, on with CLOCK_ENV), and the page's clock, installed with
 * `page.clock.install()` before the quiz loaded, jumps past the countdown, so the page's own
 * timer reaches zero and asks the server, as it does after a real wait.
 */
export async function runOutOfTime(
  page: Page,
  baseUrl: string,
  attemptId: string,
  ms: number,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/attempts/${attemptId}/expire`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`expiring attempt ${attemptId}: ${response.status} ${await response.text()}`);
  await page.clock.fastForward(ms);
}
