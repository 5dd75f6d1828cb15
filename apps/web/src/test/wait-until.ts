import { act } from 'react';
import { expect } from 'vitest';

/** Lets React and pending promises run until `check` holds (at most a second), then asserts it. */
export async function waitUntil(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(check()).toBe(true);
}
