import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../e2e/support/browser.js';
import { startServer, stopAll } from '../shared/server-children.js';
import { manifestFigures, readManifest, spaEntry } from './manifest-count.js';
import { measureRoute, type RouteRun, type RouteTarget } from './measure-route.js';
import { CPU_SLOWDOWN, FAST_3G, PHONE_CONTEXT } from './phone-profile.js';
import { printManifestCounts, printRun, printRunHeader, printScripts, printSummary } from './report.js';

/**
 * JavaScript before the first field works, on a throttled phone: the production server serving
 * the build, Chromium at 390 × 844 with 4× CPU slowdown and DevTools' Fast 3G, a cold cache per
 * run. Prints the static manifest count first, then each run, the spread and the verdicts.
 * A measurement, not a test: the exit code does not depend on the budgets.
 */

const DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const RUNS = Number(process.env.BENCH_BUNDLE_RUNS ?? '5');
const FIRST_FIELD = 'form input:not([type="hidden"])';
/**
 * The static count reads `ownEntry` (the player's light page, join.html; the login's, login.html)
 * when the build has it, else the SPA's entry and the page's chunk.
 */
const TARGETS: (RouteTarget & { manifestPage: string; ownEntry?: string })[] = [
  {
    route: '/join',
    budgetKb: 100,
    field: FIRST_FIELD,
    keystroke: '1',
    manifestPage: 'src/app/routes/join-page.tsx',
    ownEntry: 'join.html',
  },
  {
    route: '/auth/login',
    budgetKb: 150,
    field: FIRST_FIELD,
    keystroke: 'a',
    manifestPage: 'src/app/routes/auth/login-page.tsx',
    ownEntry: 'login.html',
  },
];

const manifest = readManifest(DIST);
const entry = spaEntry(manifest);
printManifestCounts(
  TARGETS.map((target) => ({
    target,
    figures: manifestFigures(
      DIST,
      manifest,
      target.ownEntry && manifest[target.ownEntry]?.isEntry
        ? [target.ownEntry]
        : [entry, target.manifestPage],
    ),
  })),
);

console.log(
  `Throttled phone: ${PHONE_CONTEXT.viewport.width} × ${PHONE_CONTEXT.viewport.height}, CPU ÷${CPU_SLOWDOWN}, ` +
    `Fast 3G (${FAST_3G.downloadThroughput / 1000} kB/s down, ${FAST_3G.uploadThroughput / 1000} kB/s up, ${FAST_3G.latency} ms), ` +
    `${RUNS} cold runs per route; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
);

const server = await startServer('awarequest', new URL('./server.ts', import.meta.url), {
  WEB_DIST_DIR: DIST,
});
const browser = await launchBrowser();
const runs: RouteRun[] = [];
try {
  printRunHeader();
  // Routes alternate, so a busy moment of the machine does not fall on one route only.
  for (let index = 0; index < RUNS; index += 1) {
    for (const target of TARGETS) {
      const run = await measureRoute(browser, server.url, DIST, target);
      runs.push(run);
      printRun(run, index);
    }
  }
  printSummary(TARGETS, runs);
  for (const target of TARGETS) {
    const first = runs.find((run) => run.route === target.route);
    if (first) printScripts(first);
  }
  console.log(
    `\nload average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await stopAll();
}
