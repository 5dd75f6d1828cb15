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

type Manifest = Record<string, ManifestChunk>;

const readManifest = () =>
  JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The packages of `keys` and every chunk they import statically: what loads with them. */
function packagesWith(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return new Set([...seen].flatMap((key) => [...packagesIn(manifest[key]!.file)]));
}

const leakedInto = (packages: Set<string>, names: string[]) =>
  names.filter((name) => [...packages].some((found) => found === name || found.startsWith(`${name}/`)));

describe('the first download', () => {
  it('holds the frame, not the forms, the menus or the live game', () => {
    const manifest = readManifest();
    expect(manifest['index.html']?.isEntry).toBe(true);
    const packages = packagesWith(manifest, ['index.html']);
    // The frame is there (so the source maps were read at all) …
    expect(packages).toContain('react-dom');
    expect(packages).toContain('@mantine/core');
    // … and nothing that only some pages need.
    expect(leakedInto(packages, NOT_IN_ENTRY)).toEqual([]);
    // Toasts load with the first toast, not with the first page.
    expect(leakedInto(packages, ['@mantine/notifications'])).toEqual([]);
  });

  it('of /auth/login is the light login.html: its form without Mantine, axios, zod, the router or TanStack Query', () => {
    const manifest = readManifest();
    expect(manifest['login.html']?.isEntry).toBe(true);
    const packages = packagesWith(manifest, ['login.html']);
    expect(packages).toContain('react-dom');
    expect(packages).toContain('react-hook-form');
    expect(
      leakedInto(packages, [
        'zod',
        'axios',
        '@mantine/core',
        '@mantine/notifications',
        'react-router',
        '@tanstack/react-query',
      ]),
    ).toEqual([]);
  });

  it('of the SPA\'s /auth/login route (after a logout) brings no zod or axios back (docs/architecture.md, "First download")', () => {
    const manifest = readManifest();
    const packages = packagesWith(manifest, ['index.html', 'src/app/routes/auth/login-page.tsx']);
    expect(packages).toContain('react-hook-form');
    expect(leakedInto(packages, ['zod', 'axios', '@mantine/notifications'])).toEqual([]);
  });
});
