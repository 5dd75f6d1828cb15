import { defineConfig } from 'vitest/config';

const integration = ['apps/server/src/**/*.int.test.ts'];

/**
 * One run, every suite. The integration suite runs on PGlite always, and again on the
 * PostgreSQL server (with Redis) when DATABASE_URL is set, as it is in CI.
 *
 * Two files at a time even on a 2-core machine (Vitest's default there is one): most suites
 * wait on a database, a socket or a browser. The integration files share their worker's module
 * cache (`isolate: false`): each builds its own app and database, so nothing but the imports and
 * the PGlite template carries over, and the suite takes half the time.
 */
const INTEGRATION = { include: integration, testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A component test's first render loads the page's chunk and catalogs.
          testTimeout: 15_000,
        },
      },
      {
        test: { name: 'integration:pglite', ...INTEGRATION },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'integration:postgres',
                ...INTEGRATION,
                env: {
                  TEST_DATABASE_URL: process.env.DATABASE_URL,
                  TEST_REDIS_URL: process.env.REDIS_URL ?? '',
                },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // In CI a browser walk that fails is run once more, as Playwright's own CI default does:
          // two cores running a server, Chromium and another suite can lose a race no person would.
          // A walk that fails twice fails the run, and a local run never retries, so a flaky walk
          // still shows where it is written.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
