import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Whom a host may find and invite to a live session:
 * - an administrator: every active account, with its email;
 * - a child account: nobody (it may not search people at all);
 * - anyone else: their own child accounts, and the people who share an organisation unit with
 *   them as stored on the user (the same company, the same group, or a common department),
 *   by name only: their emails are not for other players.
 */
export interface InviteeScope {
  /** The people the caller may see, as a condition on `users`. */
  condition: SQL;
  isEmailShown: boolean;
}

export async function inviteeScope(db: Db, caller: Caller): Promise<InviteeScope> {
  if (caller.role === 'admin') return { condition: sql`true`, isEmailShown: true };
  const [me] = await db
    .select({
      parentId: users.parentId,
      company: users.company,
      group: users.group,
      departments: users.departments,
    })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!me || me.parentId) throw new AppError('FORBIDDEN');
  const units: SQL[] = [eq(users.parentId, caller.userId)];
  if (me.company?.trim()) units.push(eq(users.company, me.company));
  if (me.group?.trim()) units.push(eq(users.group, me.group));
  for (const department of me.departments.filter((name) => name.trim())) {
    units.push(sql`${users.departments} @> ${JSON.stringify([department])}::jsonb`);
  }
  return { condition: or(...units) ?? sql`false`, isEmailShown: false };
}
