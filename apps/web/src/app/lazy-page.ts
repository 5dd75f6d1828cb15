import { lazy, type ComponentType } from 'react';

/** sessionStorage flag: set before the one reload, cleared once a page has loaded again. */
export const CHUNK_RELOAD_FLAG = 'chunk-reload';

interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

const browserDeps = (): ChunkReloadDeps => ({
  storage: sessionStorage,
  reload: () => {
    window.location.reload();
  },
  log: (message, error) => {
    console.error(message, error);
  },
});

/**
 * Loads a page module. When its chunk fails to load (a new release replaced the files), the
 * app reloads once; if it fails again, it only logs (docs/product.md §2). The flag is cleared as soon
 * as a page chunk loads, i.e. once the router is up and running again.
 */
export function loadPage<T>(load: () => Promise<T>, deps: () => ChunkReloadDeps = browserDeps) {
  return async (): Promise<T> => {
    const { storage, reload, log } = deps();
    try {
      const module = await load();
      storage.removeItem(CHUNK_RELOAD_FLAG);
      return module;
    } catch (error) {
      if (storage.getItem(CHUNK_RELOAD_FLAG) === null) {
        storage.setItem(CHUNK_RELOAD_FLAG, '1');
        reload();
        return new Promise<never>(() => undefined); // the page is going away
      }
      log('A page failed to load after a reload', error);
      throw error;
    }
  };
}

/** A page component in its own chunk, loaded with the one-reload rule. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => lazy(loadPage(load));
