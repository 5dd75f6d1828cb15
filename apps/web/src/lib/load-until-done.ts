/** How long a failed load waits before it is tried again. */
export const RELOAD_AFTER_MS = 2000;

type Wait = (ms: number) => Promise<void>;

const sleep: Wait = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Loads a chunk, trying again every `afterMs` until it arrives: while the server cannot be
 * reached (a restart, a lost network) the promise stays pending instead of failing, so what
 * waits for it (a toast, the toaster) comes late rather than breaking the page.
 */
export async function loadUntilDone<T>(
  load: () => Promise<T>,
  afterMs = RELOAD_AFTER_MS,
  wait: Wait = sleep,
): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await wait(afterMs);
    }
  }
}
