import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Initial JavaScript per route, gzip: the entry's chunks plus the route page's chunk and
 * everything they import statically (what the browser must load before the page shows).
 * Reads the Vite manifest of `npm run build`.
 */

const DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const TARGETS = [
  { route: '/auth/login', page: 'src/app/routes/auth/login-page.tsx', budgetKb: 150 },
  { route: '/join', page: 'src/app/routes/join-page.tsx', budgetKb: 100 },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}; run "npm run build" first`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

// The SPA's entry; the embedded games' pages (games/<name>/index.html) are entries too.
const entry = manifest['index.html']?.isEntry
  ? 'index.html'
  : Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && !key.startsWith('games/'))?.[0];
if (!entry) throw new Error('no entry chunk in the manifest');

console.log('Initial JavaScript per route (gzip, level 9), from apps/web/dist\n');
console.log(
  `${'route'.padEnd(14)}${'files'.padStart(6)}${'JS KB'.padStart(9)}${'CSS KB'.padStart(9)}${'budget'.padStart(9)}  verdict`,
);
for (const target of TARGETS) {
  const chunks = [...staticClosure([entry, target.page])].map((key) => manifest[key]!);
  const js = chunks.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].reduce(
    (sum, file) => sum + gzipKb(file),
    0,
  );
  const verdict = js <= target.budgetKb ? 'PASS' : 'MISS';
  console.log(
    `${target.route.padEnd(14)}${String(chunks.length).padStart(6)}${js.toFixed(1).padStart(9)}${css.toFixed(1).padStart(9)}${`≤${target.budgetKb}`.padStart(9)}  ${verdict}`,
  );
}
