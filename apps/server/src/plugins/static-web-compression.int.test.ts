import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

// A build as apps/web/vite-precompress.ts leaves it: each asset with its .br and .gz copy.
const dist = mkdtempSync(path.join(tmpdir(), 'aq-web-dist-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets/page-abc123.js'), script);
writeFileSync(path.join(dist, 'assets/page-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/page-abc123.js.gz'), gzipSync(script));

const app = useTestApp({ WEB_DIST_DIR: dist });
const getAsset = (acceptEncoding?: string) =>
  app().inject({
    method: 'GET',
    url: '/assets/page-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app, compressed ahead of time', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const answer = await getAsset('gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const answer = await getAsset('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await getAsset();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('still answers a missing asset with 404, and any other path with the app', async () => {
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/assets/gone-000.js',
          headers: { 'accept-encoding': 'br' },
        })
      ).statusCode,
    ).toBe(404);
    const page = await app().inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});
