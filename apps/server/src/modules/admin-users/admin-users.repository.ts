import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminUser, UserStatus } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

const parents = aliasedTable(users, 'parents');

const STATUS_FILTERS: Record<UserStatus, SQL | undefined> = {
  active: and(eq(users.isActive, true), isNotNull(users.passwordHash)),
  invited: and(eq(users.isActive, true), isNull(users.passwordHash)),
  inactive: eq(users.isActive, false),
};

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterOf(query: { q?: string; status?: UserStatus }): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined,
    query.status ? STATUS_FILTERS[query.status] : undefined,
  );
}

const selection = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  accountType: users.accountType,
  isActive: users.isActive,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  parentId: parents.id,
  parentName: parents.name,
  childrenCount:
    sql<number>`(select count(*) from ${users} as kids where kids.parent_id = ${users.id})`.mapWith(Number),
  createdAt: users.createdAt,
};

interface Selected {
  id: string;
  name: string;
  email: string | null;
  username: string | null;
  role: AdminUser['role'];
  accountType: AdminUser['account_type'];
  isActive: boolean;
  hasPassword: boolean;
  parentId: string | null;
  parentName: string | null;
  childrenCount: number;
  createdAt: Date | string;
}

function toAdminUser(row: Selected): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    role: row.role,
    account_type: row.accountType,
    status: !row.isActive ? 'inactive' : row.hasPassword ? 'active' : 'invited',
    parent: row.parentId && row.parentName ? { id: row.parentId, name: row.parentName } : null,
    children_count: row.childrenCount,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** One page of users, newest first, and how many match in all. */
export async function listUsers(
  db: Db,
  query: { q?: string; status?: UserStatus; page: number; per_page: number },
): Promise<{ items: AdminUser[]; total: number }> {
  const where = filterOf(query);
  const rows = await db
    .select(selection)
    .from(users)
    .leftJoin(parents, eq(parents.id, users.parentId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { items: rows.map(toAdminUser), total: total?.total ?? 0 };
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUser | undefined> {
  const rows: Selected[] = await db
    .select(selection)
    .from(users)
    .leftJoin(parents, eq(parents.id, users.parentId))
    .where(eq(users.id, id));
  const row = rows.at(0);
  return row && toAdminUser(row);
}
