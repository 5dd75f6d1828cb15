import { randomUUID } from 'node:crypto';
import { API_BASE, paths } from '@awarequest/contracts';
import type { PhotoStore } from './photo-store.js';

/** One photo per upload, named by a random id; the user row points at its address. */

/** What a user row stores in `photo`: the address the photo is served at. */
export const photoUrl = (file: string) => `${API_BASE}${paths.photo.replace(':file', file)}`;

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** The stored file a user's `photo` points to, or undefined for anything else. */
export function photoFileOf(photo: string | null): string | undefined {
  const file = photo?.split(/[?#]/)[0]?.split('/').at(-1);
  return file && STORED_NAME.test(file) ? file : undefined;
}

/** Keeps a new photo under a fresh name, and gives that name. */
export async function storePhoto(photos: PhotoStore, webp: Buffer): Promise<string> {
  const file = `${randomUUID()}.webp`;
  await photos.put(file, webp);
  return file;
}

/** A photo by the name in its address; undefined for a name that is not one of ours. */
export async function readPhoto(photos: PhotoStore, file: string): Promise<Buffer | undefined> {
  return STORED_NAME.test(file) ? photos.get(file) : undefined;
}

/**
 * Removes the photo behind a user's `photo` value, if it is one of ours. Account deletion
 * calls it for every removed account.
 */
export async function removeStoredPhoto(photos: PhotoStore, photo: string | null): Promise<void> {
  const file = photoFileOf(photo);
  if (file) await photos.remove(file);
}
