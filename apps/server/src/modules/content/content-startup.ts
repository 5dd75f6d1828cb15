import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ERRORS, fillTemplate, type ContentPack, type ImportReport } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readContentDir, type ContentErrors } from './content-files.js';
import { lockContent, writePack } from './content-loader.js';

/** The settings row holding the hash of the pack last loaded at start. */
export const CONTENT_HASH_KEY = 'content_pack_hash';
/** Bump when the loader writes differently (search text, say), so the next start reloads. */
const LOADER_VERSION = '1';

/** A content pack that cannot be loaded; its message lists every file, path and reason. */
export class ContentPackError extends Error {
  override name = 'ContentPackError';
}

/** "file › path: reason; reason", one line each, for a console. */
export function describeContentErrors(errors: ContentErrors): string {
  return Object.entries(errors)
    .map(([where, messages]) => `  ${where}: ${messages.join('; ')}`)
    .join('\n');
}

/** An error of `loadPack` in English words (an unknown category), for a console. */
export function describeLoadError(error: unknown): string | undefined {
  if (!(error instanceof AppError)) return undefined;
  return fillTemplate(ERRORS[error.code].en, error.params);
}

export function packHash(pack: ContentPack): string {
  return createHash('sha256').update(LOADER_VERSION).update(JSON.stringify(pack)).digest('hex');
}

/**
 * Validates the pack in `dir` and loads it when it differs from the one loaded last, so a
 * restart is fast and an admin's edits to pack items last until the pack itself changes.
 * Returns the import report, or null when the pack was already loaded.
 */
export async function loadContentAtStart(db: Db, dir: string): Promise<ImportReport | null> {
  const where = path.resolve(dir);
  const parsed = await readContentDir(where).catch((error: unknown) => {
    throw new ContentPackError(`CONTENT_DIR ${where} cannot be read: ${(error as Error).message}`);
  });
  if (!parsed.ok) {
    throw new ContentPackError(
      `The content pack in ${where} is invalid:\n${describeContentErrors(parsed.errors)}`,
    );
  }
  const hash = packHash(parsed.pack);
  try {
    return await db.transaction(async (tx) => {
      await lockContent(tx);
      const [stored] = await tx
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, CONTENT_HASH_KEY));
      if (stored?.value === hash) return null;
      const report = await writePack(tx, parsed.pack);
      await tx
        .insert(settings)
        .values({ key: CONTENT_HASH_KEY, value: hash })
        .onConflictDoUpdate({ target: settings.key, set: { value: hash, updatedAt: new Date() } });
      return report;
    });
  } catch (error) {
    const reason = describeLoadError(error);
    if (reason) throw new ContentPackError(`The content pack in ${where} cannot be loaded: ${reason}`);
    throw error;
  }
}
