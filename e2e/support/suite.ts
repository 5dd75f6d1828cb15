import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, SERVER_ENV, type ContextOptions } from './app.js';
import { launchBrowser } from './browser.js';
import { SERVER_START_MS, startServer, type RunningServer } from './server.js';

export interface AppSuite {
  server: RunningServer;
  browser: Browser;
  /** A fresh context and its first page (newPage), closed after the test that opened it. */
  open: (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One server and one browser per describe block, as starting them is the slow part; contexts are
 * per test, so no cookies or storage leak from one test into the next. It returns an accessor, not
 * the values: they exist only once beforeAll has run, after the describe body has been collected.
 */
export function useAppSuite(env: Record<string, string> = SERVER_ENV): () => AppSuite {
  let suite: AppSuite | undefined;
  const opened: BrowserContext[] = [];

  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    const open = async (options?: ContextOptions) => {
      const result = await newPage(browser, server.url, options);
      opened.push(result.context);
      return result;
    };
    suite = { server, browser, open };
  }, SERVER_START_MS + 10_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.server.stop();
  });

  return () => {
    if (!suite) throw new Error('useAppSuite: the server and browser start in beforeAll');
    return suite;
  };
}
