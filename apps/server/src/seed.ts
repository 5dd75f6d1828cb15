import { randomInt } from 'node:crypto';
import type { AppContext } from './app-context.js';
import { hashPassword } from './lib/crypto.js';
import { findUserByEmail, insertUser } from './modules/accounts/users.repository.js';

export interface SeededAccount {
  role: 'admin' | 'player';
  email: string;
  password: string;
}

const ALPHANUMERIC = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password that meets the spec's rule (7-20 characters, a digit, a lower and an upper). */
export function generatePassword(): string {
  const body = Array.from({ length: 12 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return `Aq${randomInt(10)}${body}`;
}

/**
 * Creates the first admin and a demo player when their addresses have no account yet, and
 * returns what it created, so the caller can print the credentials exactly once.
 */
export async function seedAccounts(ctx: AppContext): Promise<SeededAccount[]> {
  const wanted = [
    {
      role: 'admin' as const,
      name: 'AwareQuest Admin',
      email: ctx.config.seed.adminEmail,
      password: ctx.config.seed.adminPassword,
    },
    {
      role: 'player' as const,
      name: 'Demo Player',
      email: ctx.config.seed.demoEmail,
      password: ctx.config.seed.demoPassword,
    },
  ];
  const created: SeededAccount[] = [];
  for (const account of wanted) {
    if (await findUserByEmail(ctx.db, account.email)) continue;
    const password = account.password ?? generatePassword();
    await insertUser(ctx.db, {
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(password),
      role: account.role,
      emailVerifiedAt: new Date(),
    });
    created.push({ role: account.role, email: account.email.toLowerCase(), password });
  }
  return created;
}
