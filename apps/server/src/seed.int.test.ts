import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@awarequest/contracts';
import { users } from './db/schema.js';
import { verifyPassword } from './lib/crypto.js';
import { findUserByEmail } from './modules/accounts/users.repository.js';
import { generatePassword, seedAccounts } from './seed.js';
import { post } from './test/http.js';
import { useTestApp, withExtraApp } from './test/test-app.js';

const app = useTestApp();

describe('seedAccounts', () => {
  it('creates the admin and the demo player once, with passwords that meet the password rule', async () => {
    const created = await seedAccounts(app().ctx);
    expect(created.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: 'admin', email: 'admin@awarequest.local' },
      { role: 'player', email: 'player@awarequest.local' },
    ]);
    for (const account of created) {
      expect(passwordSchema.safeParse(account.password).success, account.password).toBe(true);
      const row = await findUserByEmail(app().ctx.db, account.email);
      expect(row).toMatchObject({ role: account.role, isActive: true });
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(row!.passwordHash!, account.password)).toBe(true);
    }
    const admin = created[0]!;
    const login = await post(app(), '/api/login', { body: { email: admin.email, password: admin.password } });
    expect(login.body).toMatchObject({ status: true, data: { user: { role: 'admin' } } });

    expect(await seedAccounts(app().ctx)).toEqual([]);
    expect(await app().ctx.db.select().from(users)).toHaveLength(2);
  });

  it('uses the configured addresses and passwords', async () => {
    const env = {
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Configured1',
      DEMO_EMAIL: 'demo@example.com',
    };
    await withExtraApp(app(), { env }, async (configured) => {
      const created = await seedAccounts(configured.ctx);
      expect(created[0]).toEqual({ role: 'admin', email: 'boss@example.com', password: 'Configured1' });
      expect(created[1]).toMatchObject({ role: 'player', email: 'demo@example.com' });
    });
  });

  it('leaves an existing account alone', async () => {
    await seedAccounts(app().ctx);
    const before = await findUserByEmail(app().ctx.db, 'admin@awarequest.local');
    await withExtraApp(app(), { env: { ADMIN_PASSWORD: 'Another123' } }, async (again) => {
      expect(await seedAccounts(again.ctx)).toEqual([]);
    });
    expect((await findUserByEmail(app().ctx.db, 'admin@awarequest.local'))?.passwordHash).toBe(
      before?.passwordHash,
    );
  });
});

describe('generatePassword', () => {
  it('always meets the password rule', () => {
    const passwords = Array.from({ length: 500 }, generatePassword);
    for (const password of passwords) expect(passwordSchema.safeParse(password).success, password).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
