import { eq, sql, type SQL } from 'drizzle-orm';
import type { Leaderboard, LeaderboardScope } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { rowsOf } from './score-inputs.repository.js';

/**
 * The points leaderboard over user_scores.points (index user_scores_points_idx), for everyone,
 * the caller's first department or their company. Equal points share a rank. Players who opted
 * out are listed without name or avatar, except to themselves. Inactive accounts are left out.
 */

async function callerGroups(db: Db, userId: string) {
  const [row] = await db
    .select({
      department: sql<string | null>`${users.departments} ->> 0`,
      company: users.company,
      anonymous: users.leaderboardAnonymous,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

function scopeFilter(scope: LeaderboardScope, group: string | null): SQL {
  if (scope === 'department') return sql`and (u.departments ->> 0) = ${group}`;
  if (scope === 'company') return sql`and u.company = ${group}`;
  return sql``;
}

export async function getLeaderboard(
  db: Db,
  userId: string,
  query: { scope: LeaderboardScope; limit: number },
): Promise<Leaderboard> {
  const caller = await callerGroups(db, userId);
  const group =
    query.scope === 'department' ? caller.department : query.scope === 'company' ? caller.company : null;
  const base = { scope: query.scope, group, anonymous: caller.anonymous };
  if (query.scope !== 'everyone' && !group) return { ...base, group: null, entries: [], me: null };
  const filter = scopeFilter(query.scope, group);
  // No window function: rank() over the whole board would sort every row before the limit.
  const top = await rowsOf<{
    id: string;
    name: string;
    avatar: string | null;
    anonymous: boolean;
    points: number | string;
  }>(
    db,
    sql`
      select u.id, u.name, u.avatar, u.leaderboard_anonymous as anonymous, s.points
      from user_scores s join users u on u.id = s.user_id
      where s.points > 0 and u.is_active ${filter}
      order by s.points desc nulls last, u.name, u.id
      limit ${query.limit}`,
  );
  const entries = ranked(top).map(({ entry, rank }) => {
    const isMe = entry.id === userId;
    const isHidden = entry.anonymous && !isMe;
    return {
      rank,
      name: isHidden ? null : entry.name,
      avatar: isHidden ? null : entry.avatar,
      points: Number(entry.points),
      is_me: isMe,
    };
  });
  const listed = entries.find((entry) => entry.is_me);
  return {
    ...base,
    entries,
    me: listed ? { rank: listed.rank, points: listed.points } : await rankOf(db, userId, query.scope, group),
  };
}

/** The caller's rank when they are not in the top: the players of the scope with more points, plus one. */
async function rankOf(db: Db, userId: string, scope: LeaderboardScope, group: string | null) {
  const [mine] = await rowsOf<{ points: number | string; ahead: number | string }>(
    db,
    sql`select s.points, ${aheadOf(scope, group)} as ahead
        from user_scores s where s.user_id = ${userId} and s.points > 0`,
  );
  return mine ? { rank: Number(mine.ahead) + 1, points: Number(mine.points) } : null;
}

/**
 * Standard competition ranks (1, 2, 2, 4) of the top of a board. They are the global ranks:
 * everyone with more points is in the top before them.
 */
function ranked<Entry extends { points: number | string }>(entries: readonly Entry[]) {
  let rank = 0;
  return entries.map((entry, index) => {
    if (index === 0 || Number(entry.points) !== Number(entries[index - 1]?.points)) rank = index + 1;
    return { entry, rank };
  });
}

/**
 * How many active players of the scope have more points than `s` (the caller's row). For everyone,
 * counted on the points index less the few deactivated accounts (users_inactive_idx); for a
 * department or company, from that group's members (users_department_idx, users_company_idx).
 */
function aheadOf(scope: LeaderboardScope, group: string | null): SQL {
  if (scope === 'everyone')
    return sql`((select count(*) from user_scores o where o.points > s.points)
      - (select count(*) from users u join user_scores o on o.user_id = u.id
         where u.is_active = false and o.points > s.points))`;
  // A member's row by primary key, one by one ("offset 0" keeps the planner from hashing all scores).
  return sql`(select count(*) from users u
      cross join lateral (select 1 from user_scores o where o.user_id = u.id and o.points > s.points offset 0) more
      where u.is_active ${scopeFilter(scope, group)})`;
}

export async function setLeaderboardAnonymous(db: Db, userId: string, anonymous: boolean) {
  await db
    .update(users)
    .set({ leaderboardAnonymous: anonymous, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { anonymous };
}
