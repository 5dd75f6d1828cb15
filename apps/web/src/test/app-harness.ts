import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';
import { installFakeApi } from './fake-api';

/**
 * Each test starts from a new browser visit: no cookies, no storage, no cached queries, no
 * toasts, and a fake API without answers. Returns the fake API to set answers on.
 */
export function useAppHarness() {
  // A page's first render loads its chunk and catalogs: more than the default second, at times.
  configure({ asyncUtilTimeout: 8000 });
  const fakeApi = installFakeApi();
  const reset = async () => {
    cleanup();
    const { notifications } = await import('@mantine/notifications');
    notifications.clean();
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    fakeApi.reset();
    for (const name of ['lang', 'dir', 'data-mantine-color-scheme']) {
      document.documentElement.removeAttribute(name);
    }
  };
  beforeEach(reset);
  afterEach(reset);
  return fakeApi;
}
