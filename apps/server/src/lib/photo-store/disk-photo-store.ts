import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStore } from './photo-store.js';

/** Photos as files in `dir` (DATA_DIR/photos). */
export function createDiskPhotoStore(dir: string): PhotoStore {
  return {
    async put(file, bytes) {
      await mkdir(dir, { recursive: true });
      // Through a temporary file, so a reader never sees half of it.
      const temporary = path.join(dir, `.${file}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(dir, file));
    },
    async get(file) {
      try {
        return await readFile(path.join(dir, file));
      } catch {
        return undefined;
      }
    },
    async remove(file) {
      await rm(path.join(dir, file), { force: true });
    },
  };
}
