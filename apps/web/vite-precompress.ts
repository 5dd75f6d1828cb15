import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|wasm)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text asset, at the highest
 * levels (the build pays once, not each request). The server sends the copy the browser accepts
 * (`preCompressed` in apps/server/src/plugins/static-web.ts): on a phone on a venue's network the
 * JavaScript before a page works is a third of its size on disk (docs/architecture.md, "Bundles").
 */
export function precompress(folders: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'awarequest-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (
        await Promise.all(folders.map((folder) => filesUnder(path.join(outDir, folder))))
      ).flat();
      const compressible = files.filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        compressible.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
