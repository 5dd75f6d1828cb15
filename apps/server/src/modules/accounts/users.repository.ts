import { eq } from 'drizzle-orm';
import type { User } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** A child account by the username it signs in with (stored lower-cased). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      email: values.email?.toLowerCase() ?? null,
      username: values.username?.toLowerCase() ?? null,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Changes a user; the caller then tells `ctx.sessions.userChanged`, which caches users. */
export async function updateUser(db: Db, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** The user as the API shows it: no hash, dates as ISO strings. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    nickname: row.nickname,
    birth_year: row.birthYear,
    phone: row.phone,
    date_of_birth: row.dateOfBirth,
    height: row.height,
    weight: row.weight,
    user_id: row.userId,
    group: row.group,
    company: row.company,
    departments: row.departments,
    positions: row.positions,
    countries: row.countries,
    avatar: row.avatar,
    photo: row.photo,
    gender: row.gender,
    role: row.role,
    account_type: row.accountType,
    parent_id: row.parentId,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}
