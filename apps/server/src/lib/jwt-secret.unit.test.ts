import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'aq-secret-'));

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when it is set, and writes nothing', async () => {
    const dir = freshDir();
    expect(await resolveJwtSecret('s'.repeat(40), dir)).toBe('s'.repeat(40));
    expect(() => statSync(path.join(dir, 'jwt-secret'))).toThrow();
  });

  it('generates a secret once, keeps it in the data dir for the owner only, and reuses it', async () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const first = await resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(await resolveJwtSecret(undefined, dir)).toBe(first);
    expect(await resolveJwtSecret(undefined, freshDir())).not.toBe(first);
  });

  it('replaces a stored secret that is too short', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
    const secret = await resolveJwtSecret(undefined, dir);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(undefined, dir)).toBe(secret);
  });
});
