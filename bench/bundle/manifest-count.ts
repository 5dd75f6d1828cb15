import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipKb } from './gzip-size.js';

/**
 * The static count: the Vite manifest's entry chunk, the route page's chunk and every chunk
 * they import statically, gzip -9. What the build promises before any browser runs; the browser
 * count (measure-route.ts) is the one the budgets are judged by.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ManifestFigures {
  files: number;
  jsKb: number;
  cssKb: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The SPA's entry: index.html, else the first entry that is not an embedded game's page. */
export function spaEntry(manifest: Manifest): string {
  const entry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && !key.startsWith('games/'))?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  return entry;
}

/** Null when the manifest does not know one of the keys (the page moved to another entry). */
export function manifestFigures(distDir: string, manifest: Manifest, keys: string[]): ManifestFigures | null {
  const seen = new Set<string>();
  const visit = (key: string): boolean => {
    if (seen.has(key)) return true;
    const chunk = manifest[key];
    if (!chunk) return false;
    seen.add(key);
    return (chunk.imports ?? []).every(visit);
  };
  if (!keys.every(visit)) return null;
  const chunks = [...seen].map((key) => manifest[key]!);
  const fileKb = (file: string) => gzipKb(readFileSync(path.join(distDir, file)));
  return {
    files: chunks.length,
    jsKb: chunks.reduce((sum, chunk) => sum + fileKb(chunk.file), 0),
    cssKb: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].reduce(
      (sum, file) => sum + fileKb(file),
      0,
    ),
  };
}
