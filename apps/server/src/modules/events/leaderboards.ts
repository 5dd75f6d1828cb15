import { eq, sql } from 'drizzle-orm';
import {
  ATTEMPT_POINTS_PER_SCORE_POINT,
  TEAM_MIN_SIZE,
  type EventLeaderboard,
  type TeamBy,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { events, lookups } from '../../db/schema.js';
import { inAudience } from './audience.sql.js';

/**
 * An event's leaderboard (issue 24; points as docs/domain.md "Points and leaderboards"):
 * - challenge: Σ round(10 × score) of the self-paced attempts of its counted games finished
 *   between its start and its end, by people of its audience; and teams by `team_by` (a
 *   person's first department, or their group);
 * - tournament: Σ live points of its sessions' results;
 * - campaign: none (campaigns assign work, they do not rank people).
 * Equal points share a rank. The top 50 are listed, plus the caller's own row. People who opted
 * out are listed without name or avatar, except to themselves. Inactive accounts are left out.
 *
 * A team's points are the AVERAGE over its members in the audience (players or not), rounded:
 * a team of 5 and a team of 50 compete fairly, as live teams do (docs/domain.md "Teams"), and
 * a team climbs when more of its people take part, which is what a challenge is for. A sum would
 * let the largest department win by headcount alone.
 */

export const EVENT_LEADERBOARD_LIMIT = 50;

type EventRow = typeof events.$inferSelect;
type Localized = { en: string; ar: string };

interface Scorer {
  id: string;
  name: string;
  avatar: string | null;
  anonymous: boolean;
  points: number;
}

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Standard competition ranks (1, 2, 2, 4) over rows sorted by points, most first. */
function withRanks<Row extends { points: number }>(rows: readonly Row[]): (Row & { rank: number })[] {
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || row.points !== rows[index - 1]?.points) rank = index + 1;
    return { ...row, rank };
  });
}

function individualRows(scorers: readonly Scorer[], callerId: string): EventLeaderboard['individual'] {
  const ranked = withRanks(scorers).map((scorer) => {
    const isMe = scorer.id === callerId;
    const isHidden = scorer.anonymous && !isMe;
    return {
      rank: scorer.rank,
      user_id: isHidden ? null : scorer.id,
      name: isHidden ? null : scorer.name,
      avatar: isHidden ? null : scorer.avatar,
      points: scorer.points,
      is_me: isMe,
    };
  });
  const top = ranked.slice(0, EVENT_LEADERBOARD_LIMIT);
  const mine = ranked.find((row) => row.is_me);
  return mine && !top.includes(mine) ? [...top, mine] : top;
}

const toScorer = (row: {
  id: string;
  name: string;
  avatar: string | null;
  anonymous: boolean;
  points: number | string;
}): Scorer => ({ ...row, points: Number(row.points) });

async function challengeScorers(db: Db, event: EventRow): Promise<Scorer[]> {
  const rows = await rowsOf<Parameters<typeof toScorer>[0]>(
    db,
    sql`
      with points as (
        select a.user_id, sum(round(coalesce(a.score, 0) * ${ATTEMPT_POINTS_PER_SCORE_POINT}))::int as points
        from event_games g
        join attempts a on a.game_id = g.game_id
        where g.event_id = ${event.id} and g.removed_at is null
          and a.status = 'finished'
          and a.finished_at >= ${event.startsAt.toISOString()}::timestamptz
          and a.finished_at <= ${event.dueAt.toISOString()}::timestamptz
        group by a.user_id
      )
      select u.id, u.name, u.avatar, u.leaderboard_anonymous as anonymous, p.points
      from points p
      join users u on u.id = p.user_id
      join events e on e.id = ${event.id}
      where p.points > 0 and ${inAudience(sql.raw('e'), sql.raw('u'))}
      order by p.points desc, u.name, u.id`,
  );
  return rows.map(toScorer);
}

async function tournamentScorers(db: Db, event: EventRow): Promise<Scorer[]> {
  const rows = await rowsOf<Parameters<typeof toScorer>[0]>(
    db,
    sql`
      with points as (
        select r.user_id, sum(r.points)::int as points
        from event_sessions s
        join live_results r on r.session_id = s.live_session_id
        where s.event_id = ${event.id}
        group by r.user_id
      )
      select u.id, u.name, u.avatar, u.leaderboard_anonymous as anonymous, p.points
      from points p
      join users u on u.id = p.user_id
      where p.points > 0 and u.is_active
      order by p.points desc, u.name, u.id`,
  );
  return rows.map(toScorer);
}

/** The team value of a user row `u`: the first department, or the group. */
const teamOf = (teamBy: TeamBy) =>
  teamBy === 'department' ? sql.raw(`(u.departments ->> 0)`) : sql.raw(`u."group"`);

async function teamRows(db: Db, event: EventRow, scorers: readonly Scorer[], caller: Caller) {
  const team = teamOf(event.teamBy);
  const [members, names, [mine]] = await Promise.all([
    rowsOf<{ id: string; team: string }>(
      db,
      sql`select u.id, ${team} as team from users u join events e on e.id = ${event.id}
          where ${team} is not null and ${inAudience(sql.raw('e'), sql.raw('u'))}`,
    ),
    db
      .select({ value: lookups.value, name: lookups.name })
      .from(lookups)
      .where(eq(lookups.kind, event.teamBy)),
    rowsOf<{ team: string | null }>(
      db,
      sql`select ${team} as team from users u where u.id = ${caller.userId}`,
    ),
  ]);
  const pointsOf = new Map(scorers.map((scorer) => [scorer.id, scorer.points]));
  const nameOf = new Map<string, Localized>(names.map((row) => [row.value, row.name]));
  const teams = new Map<string, { members: number; total: number }>();
  for (const member of members) {
    const found = teams.get(member.team) ?? { members: 0, total: 0 };
    found.members += 1;
    found.total += pointsOf.get(member.id) ?? 0;
    teams.set(member.team, found);
  }
  const shown = [...teams.entries()]
    .filter(([, totals]) => caller.role === 'admin' || totals.members >= TEAM_MIN_SIZE)
    .map(([value, totals]) => ({
      team: value,
      name: nameOf.get(value) ?? { en: value, ar: value },
      members: totals.members,
      points: Math.round(totals.total / totals.members),
      is_mine: value === mine?.team,
    }))
    .sort((a, b) => b.points - a.points || a.team.localeCompare(b.team));
  return withRanks(shown).slice(0, EVENT_LEADERBOARD_LIMIT);
}

export async function eventLeaderboard(
  db: Db,
  event: EventRow,
  caller: Caller,
): Promise<EventLeaderboard | null> {
  if (event.eventType === 'campaign') return null;
  if (event.eventType === 'tournament') {
    const scorers = await tournamentScorers(db, event);
    return { individual: individualRows(scorers, caller.userId), teams: [], team_by: null };
  }
  const scorers = await challengeScorers(db, event);
  return {
    individual: individualRows(scorers, caller.userId),
    teams: await teamRows(db, event, scorers, caller),
    team_by: event.teamBy,
  };
}
