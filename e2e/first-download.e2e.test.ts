import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What every page's first download must not carry: code that only some pages need. A regression
 * here once put zod (the form validators) and floating-ui (the admin menu) in front of every
 * player who joins a game. Reads the production build that `npm test` makes first; the sizes
 * themselves are measured by `bench/bundle`.
 */
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const NOT_IN_ENTRY = [
  'zod',
  '@floating-ui',
  'react-hook-form',
  'axios',
  'recharts',
  'socket.io-client',
  'exceljs',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The packages whose code a chunk holds, from its source map (the bundler's runtime has none). */
function packagesIn(file: string): Set<string> {
  const mapFile = path.join(DIST, `${file}.map`);
  if (!existsSync(mapFile)) return new Set();
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return new Set(
    map.sources.flatMap((source) => {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      return match?.[1] ? [match[1]] : [];
    }),
  );
}

describe('the first download', () => {
  it('holds the frame, not the forms, the menus or the live game', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const entry = manifest['index.html'];
    expect(entry?.isEntry).toBe(true);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    visit('index.html');
    const packages = new Set([...seen].flatMap((key) => [...packagesIn(manifest[key]!.file)]));
    // The frame is there (so the source maps were read at all) …
    expect(packages).toContain('react-dom');
    expect(packages).toContain('@mantine/core');
    // … and nothing that only some pages need.
    const leaked = NOT_IN_ENTRY.filter((name) =>
      [...packages].some((found) => found === name || found.startsWith(`${name}/`)),
    );
    expect(leaked).toEqual([]);
  });
});
