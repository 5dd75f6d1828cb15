import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE, paths } from '@awarequest/contracts';

/** Profile photos live in DATA_DIR/photos, one file per upload, named by a random id. */
const photosDir = (dataDir: string) => path.join(dataDir, 'photos');

/** What a user row stores in `photo`: the address the photo is served at. */
export const photoUrl = (file: string) => `${API_BASE}${paths.photo.replace(':file', file)}`;

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** The stored file a user's `photo` points to, or undefined for anything else. */
export function photoFileOf(photo: string | null): string | undefined {
  const file = photo?.split('/').at(-1);
  return file && STORED_NAME.test(file) ? file : undefined;
}

/** Writes a new photo under a fresh name (via a temporary file, so a reader never sees half of it). */
export async function storePhoto(dataDir: string, webp: Buffer): Promise<string> {
  const dir = photosDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = `${randomUUID()}.webp`;
  const temporary = path.join(dir, `.${file}.tmp`);
  await writeFile(temporary, webp);
  await rename(temporary, path.join(dir, file));
  return file;
}

export async function readPhoto(dataDir: string, file: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(file)) return undefined;
  try {
    return await readFile(path.join(photosDir(dataDir), file));
  } catch {
    return undefined;
  }
}

/**
 * Removes the file behind a user's `photo` value, if it is one of ours. Account deletion
 * calls it for every removed account.
 */
export async function removeStoredPhoto(dataDir: string, photo: string | null): Promise<void> {
  const file = photoFileOf(photo);
  if (file) await rm(path.join(photosDir(dataDir), file), { force: true });
}
