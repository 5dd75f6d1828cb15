import { describe, expect, it, vi } from 'vitest';
import { loadUntilDone } from './load-until-done';

describe('loadUntilDone', () => {
  it('tries a failed load again after the wait, until it arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const waits: number[] = [];
    const loaded = await loadUntilDone(load, 1500, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    expect(loaded).toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1500, 1500]);
  });

  it('stays pending, without failing, while the load keeps failing', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));
      const outcome = vi.fn();
      loadUntilDone(load, 1000).then(outcome, outcome);
      await vi.advanceTimersByTimeAsync(3500);
      expect(load).toHaveBeenCalledTimes(4);
      expect(outcome).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
