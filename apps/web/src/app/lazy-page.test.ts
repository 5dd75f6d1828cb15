import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, loadPage } from './lazy-page';

function fakeDeps(initialFlag: string | null = null) {
  const store = new Map<string, string>();
  if (initialFlag !== null) store.set(CHUNK_RELOAD_FLAG, initialFlag);
  const deps = {
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    reload: vi.fn(),
    log: vi.fn(),
  };
  return { deps, store };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('a page chunk that fails to load (docs/product.md §2)', () => {
  it('reloads once and sets the flag', async () => {
    const { deps, store } = fakeDeps();
    const pending = loadPage(failing, () => deps)();
    await vi.waitFor(() => {
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });
    expect(store.get(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(deps.log).not.toHaveBeenCalled();
    void pending;
  });

  it('after the reload, only logs and fails', async () => {
    const { deps } = fakeDeps('1');
    await expect(loadPage(failing, () => deps)()).rejects.toThrow('dynamically imported');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledTimes(1);
  });

  it('clears the flag once a page loads again', async () => {
    const { deps, store } = fakeDeps('1');
    const module = { default: () => null };
    await expect(
      loadPage(
        () => Promise.resolve(module),
        () => deps,
      )(),
    ).resolves.toBe(module);
    expect(store.has(CHUNK_RELOAD_FLAG)).toBe(false);
  });
});
