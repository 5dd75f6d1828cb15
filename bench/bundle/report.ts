import { budgetVerdict, spread, type Spread } from './figures.js';
import type { ManifestFigures } from './manifest-count.js';
import type { RouteRun, RouteTarget } from './measure-route.js';

/** Printing only: the static count, each run, and the spread and verdict per route. */

const kb = (value: number) => value.toFixed(1);
const ms = (value: number) => Math.round(value).toString();
const spreadText = (value: Spread, format: (n: number) => string) =>
  `${format(value.min)} / ${format(value.median)} / ${format(value.max)}`;

export function printManifestCounts(rows: { target: RouteTarget; figures: ManifestFigures | null }[]): void {
  console.log('Static count: the Vite manifest (entry + page chunk + their static imports, gzip -9)\n');
  console.log(`${'route'.padEnd(14)}${'files'.padStart(6)}${'JS KB'.padStart(9)}${'CSS KB'.padStart(9)}`);
  for (const { target, figures } of rows) {
    if (!figures) console.log(`${target.route.padEnd(14)}  (its page is not a chunk of the SPA's entry)`);
    else
      console.log(
        `${target.route.padEnd(14)}${String(figures.files).padStart(6)}${kb(figures.jsKb).padStart(9)}${kb(figures.cssKb).padStart(9)}`,
      );
  }
  console.log('');
}

export function printRun(run: RouteRun, index: number): void {
  console.log(
    `${run.route.padEnd(14)}${`#${index + 1}`.padStart(4)}${String(run.scripts.length).padStart(9)}` +
      `${kb(run.jsGzipKb).padStart(10)}${kb(run.jsEncodedKb).padStart(12)}${ms(run.attachedMs).padStart(12)}${ms(run.usableMs).padStart(11)}`,
  );
}

export function printRunHeader(): void {
  console.log(
    `${'route'.padEnd(14)}${'run'.padStart(4)}${'scripts'.padStart(9)}${'JS gz KB'.padStart(10)}` +
      `${'on wire KB'.padStart(12)}${'field ms'.padStart(12)}${'usable ms'.padStart(11)}`,
  );
}

export function printSummary(targets: RouteTarget[], runs: RouteRun[]): void {
  console.log('\nSpread over the runs (min / median / max)\n');
  for (const target of targets) {
    const own = runs.filter((run) => run.route === target.route);
    const gz = own.map((run) => run.jsGzipKb);
    console.log(
      `${target.route.padEnd(14)} JS gz ${spreadText(spread(gz), kb)} KB` +
        `, field in the page ${spreadText(spread(own.map((run) => run.attachedMs)), ms)} ms` +
        `, usable ${spreadText(spread(own.map((run) => run.usableMs)), ms)} ms`,
    );
  }
  console.log('');
  for (const target of targets) {
    const gz = runs.filter((run) => run.route === target.route).map((run) => run.jsGzipKb);
    const worst = gz.length ? `${kb(Math.max(...gz))} KB` : 'no run';
    console.log(
      `${target.route.padEnd(14)} ≤ ${target.budgetKb} KB before the field works: ${budgetVerdict(gz, target.budgetKb)} (largest run ${worst})`,
    );
  }
}

/** The scripts of one run, for finding what a page loads before its field works. */
export function printScripts(run: RouteRun): void {
  console.log(`\nScripts fetched before ${run.route}'s field worked (gzip -9 KB):`);
  for (const script of [...run.scripts].sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`  ${kb(script.gzipKb).padStart(7)}  ${script.url}`);
}
