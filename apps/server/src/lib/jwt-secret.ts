import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set; otherwise a secret generated on the first start and kept in the
 * data dir (mode 600), so tokens survive a restart without any configuration.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
