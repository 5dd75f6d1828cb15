import type { SessionSettings, Team, TeamMode, TeamRankEntry } from '@awarequest/contracts';
import type { PlayerRecord } from './session-model.js';

/**
 * Teams in a live game, pure (docs/domain.md "Teams (live)"). Teams are formed when the game
 * starts (by department, by the host's assignment in the lobby, or at random); a late joiner is
 * put in one without reading the other players. A team's points for a question are the
 * rounded mean of the points of its members who played that question (answered or not), so a
 * team of 3 and a team of 30 compete fairly; its score is the sum over questions.
 */

/** A team and its points so far, kept in the session's core. */
export interface TeamStanding extends Team {
  score: number;
}

/** The team mode of a core's settings (a core stored before teams existed has none: off). */
export const teamModeOf = (settings: SessionSettings): TeamMode => {
  const stored: { team_mode?: TeamMode } = settings;
  return stored.team_mode ?? 'off';
};

const LETTERS = 'ABCDEFGHIJKL';

/** The teams a host assigns to: A, B, … (as many as `team_count`). */
export const letteredTeams = (count: number): Team[] =>
  Array.from(LETTERS.slice(0, Math.max(0, count)), (letter) => letter).map((letter) => ({
    id: letter,
    kind: 'lettered',
    name: letter,
  }));

/** Players without a department in a department game play together in this team. */
export const NO_DEPARTMENT_TEAM: Team = { id: 'none', kind: 'no_department', name: '' };

/** Departments typed differently in case or spacing are one team. */
const departmentKey = (department: string) =>
  department.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

const departmentTeam = (department: string | null | undefined): Team => {
  const name = department?.trim();
  return name ? { id: `d:${departmentKey(name)}`, kind: 'department', name } : NO_DEPARTMENT_TEAM;
};

/** A small seeded generator (mulberry32): random teams are fair and reproducible from the seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a text (the session id and round), so the engine stays free of a random source. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

interface Formed {
  teams: TeamStanding[];
  /** Every player, with their team. */
  players: PlayerRecord[];
}

const withScore = (team: Team): TeamStanding => ({ ...team, score: 0 });

/** Host mode: assigned players keep their team; the others go, one by one, to the smallest team. */
function hostTeams(count: number, players: readonly PlayerRecord[]): Formed {
  const teams = letteredTeams(count);
  const sizes = new Map(teams.map((team) => [team.id, 0]));
  for (const player of players)
    if (player.team && sizes.has(player.team)) sizes.set(player.team, (sizes.get(player.team) ?? 0) + 1);
  const placed = players.map((player) => {
    if (player.team && sizes.has(player.team)) return player;
    const smallest = teams.reduce((best, team) =>
      (sizes.get(team.id) ?? 0) < (sizes.get(best.id) ?? 0) ? team : best,
    );
    sizes.set(smallest.id, (sizes.get(smallest.id) ?? 0) + 1);
    return { ...player, team: smallest.id };
  });
  return { teams: teams.filter((team) => (sizes.get(team.id) ?? 0) > 0).map(withScore), players: placed };
}

/** Random mode: players shuffled and dealt in turn to ceil(N / size) teams (sizes differ by one at most). */
function randomTeams(size: number, players: readonly PlayerRecord[], seed: number): Formed {
  const teams = letteredTeams(Math.min(LETTERS.length, Math.max(1, Math.ceil(players.length / size))));
  const order = new Map(
    shuffled(
      players.map((player) => player.id),
      seed,
    ).map((id, position) => [id, position]),
  );
  const placed = players.map((player) => ({
    ...player,
    team: teams[(order.get(player.id) ?? 0) % teams.length]?.id ?? null,
  }));
  return { teams: teams.map(withScore), players: placed };
}

/** Department mode: one team per department (first of the profile's), in order of joining. */
function departmentTeams(players: readonly PlayerRecord[]): Formed {
  const teams = new Map<string, Team>();
  const placed = [...players]
    .sort((a, b) => a.joinedAt - b.joinedAt)
    .map((player) => {
      const team = departmentTeam(player.department);
      if (!teams.has(team.id)) teams.set(team.id, team);
      return { ...player, team: team.id };
    });
  const byId = new Map(placed.map((player) => [player.id, player]));
  return {
    teams: [...teams.values()].map(withScore),
    players: players.map((player) => byId.get(player.id) ?? player),
  };
}

/** The teams at the start of a game, and every player in exactly one of them. Null when teams are off. */
export function formTeams(
  settings: SessionSettings,
  players: readonly PlayerRecord[],
  seed: number,
): Formed | null {
  switch (teamModeOf(settings)) {
    case 'off':
      return null;
    case 'host':
      return hostTeams(settings.team_count, players);
    case 'random':
      return randomTeams(settings.team_size, players, seed);
    case 'department':
      return departmentTeams(players);
  }
}

/**
 * The team of a player joining after the start, from what the join reads (O(1)): their
 * department's team when it exists (department mode), else the teams in turn by seat number.
 */
export function lateJoinerTeam(
  teams: readonly TeamStanding[] | null | undefined,
  settings: SessionSettings,
  seatNumber: number,
  department: string | null,
): string | null {
  if (!teams || teams.length === 0) return null;
  if (teamModeOf(settings) === 'department') {
    const own = departmentTeam(department).id;
    if (teams.some((team) => team.id === own)) return own;
  }
  return teams[seatNumber % teams.length]?.id ?? null;
}

/**
 * A question's points per team: the rounded mean of the points of its members who played
 * question `index` (a member who did not answer counts 0); a team nobody played for gets 0.
 */
export function questionTeamPoints(players: readonly PlayerRecord[], index: number): Map<string, number> {
  const sums = new Map<string, { points: number; members: number }>();
  for (const player of players) {
    if (!player.team || player.result?.index !== index) continue;
    const sum = sums.get(player.team) ?? { points: 0, members: 0 };
    sum.points += player.result.points;
    sum.members += 1;
    sums.set(player.team, sum);
  }
  return new Map([...sums].map(([team, sum]) => [team, Math.round(sum.points / sum.members)]));
}

/** The standings after question `index` closed. */
export function scoreTeams(
  teams: readonly TeamStanding[],
  players: readonly PlayerRecord[],
  index: number,
): TeamStanding[] {
  const points = questionTeamPoints(players, index);
  return teams.map((team) => ({ ...team, score: team.score + (points.get(team.id) ?? 0) }));
}

/** The teams ranked by score (equal scores share a rank), with their members counted. */
export function rankTeams(teams: readonly TeamStanding[], players: readonly PlayerRecord[]): TeamRankEntry[] {
  const members = new Map<string, number>();
  for (const player of players)
    if (player.team) members.set(player.team, (members.get(player.team) ?? 0) + 1);
  const sorted = [...teams].sort(
    (a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  let rank = 0;
  return sorted.map((team, position) => {
    if (position === 0 || (sorted[position - 1]?.score ?? 0) !== team.score) rank = position + 1;
    return {
      id: team.id,
      kind: team.kind,
      name: team.name,
      rank,
      score: team.score,
      members: members.get(team.id) ?? 0,
    };
  });
}

/** The lobby's teams of a host-assigned game before the start (members as assigned so far). */
export const lobbyTeams = (settings: SessionSettings): TeamStanding[] | null =>
  teamModeOf(settings) === 'host' ? letteredTeams(settings.team_count).map(withScore) : null;
