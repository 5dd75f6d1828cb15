import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionSettingsSchema, TEAM_MODES } from '@awarequest/contracts';
import { join, sessionOf } from './session-engine.fixtures.js';
import { formTeams, questionTeamPoints, rankTeams, scoreTeams } from './live-teams.js';
import type { PlayerRecord } from './session-model.js';

/** Players of teams `teams[i]`, each having played question 0 for `points[i]` (or not at all when null). */
function playersOf(rows: readonly { team: string; points: number | null }[]): PlayerRecord[] {
  const { core } = sessionOf();
  return rows.map(({ team, points }, position) => ({
    ...join(core, { id: `p${position}`, nickname: `Player ${position}` }),
    team,
    result:
      points === null
        ? null
        : {
            index: 0,
            answered: points > 0,
            is_correct: points > 0,
            points,
            score: points,
            streak: 0,
            rank: 0,
            players: 0,
          },
  }));
}

const row = fc.record({
  team: fc.constantFrom('A', 'B', 'C'),
  points: fc.option(fc.integer({ min: 0, max: 2500 }), { nil: null }),
});

describe('team points (properties)', () => {
  it('a team never earns more for a question than its best member, nor less than its worst', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), (rows) => {
        const players = playersOf(rows);
        for (const [team, points] of questionTeamPoints(players, 0)) {
          const played = rows.filter((entry) => entry.team === team && entry.points !== null);
          const own = played.map((entry) => entry.points ?? 0);
          expect(points).toBeLessThanOrEqual(Math.max(...own));
          expect(points).toBeGreaterThanOrEqual(Math.min(...own));
        }
      }),
    );
  });

  it('does not depend on team size: equal members score alike in a team of any size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 2500 }),
        (small, large, points) => {
          const rows = [
            ...Array.from({ length: small }, () => ({ team: 'A', points })),
            ...Array.from({ length: large }, () => ({ team: 'B', points })),
          ];
          const earned = questionTeamPoints(playersOf(rows), 0);
          expect(earned.get('A')).toBe(points);
          expect(earned.get('B')).toBe(points);
        },
      ),
    );
  });

  it('counts a member who played without answering as 0, and ignores one who did not play', () => {
    const players = playersOf([
      { team: 'A', points: 900 },
      { team: 'A', points: 0 },
      { team: 'A', points: null },
    ]);
    expect(questionTeamPoints(players, 0).get('A')).toBe(450);
  });

  it('adds each question to the standings and ranks equal scores alike', () => {
    const players = playersOf([
      { team: 'A', points: 800 },
      { team: 'B', points: 800 },
      { team: 'C', points: 100 },
    ]);
    const teams = ['A', 'B', 'C'].map((id) => ({ id, kind: 'lettered' as const, name: id, score: 100 }));
    const ranked = rankTeams(scoreTeams(teams, players, 0), players);
    expect(ranked.map((team) => [team.id, team.rank, team.score, team.members])).toEqual([
      ['A', 1, 900, 1],
      ['B', 1, 900, 1],
      ['C', 3, 200, 1],
    ]);
  });
});

describe('forming teams (properties)', () => {
  const departments = fc.option(fc.constantFrom('Finance', 'finance ', 'IT', 'HR'), { nil: null });

  it('puts every player in exactly one of the teams formed, in every mode', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEAM_MODES.filter((mode) => mode !== 'off')),
        fc.array(
          fc.record({
            department: departments,
            team: fc.option(fc.constantFrom('A', 'B', 'Z'), { nil: null }),
          }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        fc.integer({ min: 2, max: 10 }),
        fc.integer(),
        (mode, rows, size, seed) => {
          const settings = sessionSettingsSchema.parse({ team_mode: mode, team_size: size, team_count: 3 });
          const { core } = sessionOf();
          const players = rows.map((entry, position) => ({
            ...join(core, {
              id: `p${position}`,
              nickname: `Player ${position}`,
              department: entry.department,
            }),
            team: entry.team,
          }));
          const formed = formTeams(settings, players, seed);
          if (!formed) throw new Error('teams are on');
          const ids = new Set(formed.teams.map((team) => team.id));
          expect(ids.size).toBe(formed.teams.length);
          expect(formed.players.map((player) => player.id)).toEqual(players.map((player) => player.id));
          for (const player of formed.players) expect(ids.has(player.team ?? '')).toBe(true);
          const sizes = formed.teams.map(
            (team) => formed.players.filter((player) => player.team === team.id).length,
          );
          expect(sizes.every((count) => count > 0)).toBe(true);
          if (mode === 'random') {
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
            expect(Math.max(...sizes)).toBeLessThanOrEqual(Math.max(size, Math.ceil(players.length / 12)));
          }
          if (mode === 'host')
            for (const [position, player] of formed.players.entries()) {
              const wanted = rows[position]?.team;
              if (wanted === 'A' || wanted === 'B') expect(player.team).toBe(wanted);
            }
        },
      ),
    );
  });

  it('groups departments written in another case or spacing, and players without one together', () => {
    const settings = sessionSettingsSchema.parse({ team_mode: 'department' });
    const { core } = sessionOf();
    const players = ['Finance', ' finance', 'IT', null, null].map((department, position) =>
      join(core, { id: `p${position}`, nickname: `Player ${position}`, department }, position),
    );
    const formed = formTeams(settings, players, 1);
    expect(formed?.teams.map((team) => [team.kind, team.name])).toEqual([
      ['department', 'Finance'],
      ['department', 'IT'],
      ['no_department', ''],
    ]);
    expect(formed?.players.map((player) => player.team)).toEqual([
      'd:finance',
      'd:finance',
      'd:it',
      'none',
      'none',
    ]);
  });

  it('draws the same random teams from the same seed, and others from another', () => {
    const settings = sessionSettingsSchema.parse({ team_mode: 'random', team_size: 2 });
    const { core } = sessionOf();
    const players = Array.from({ length: 12 }, (_, position) =>
      join(core, { id: `p${position}`, nickname: `Player ${position}` }),
    );
    const teamsOf = (seed: number) =>
      formTeams(settings, players, seed)?.players.map((player) => player.team);
    expect(teamsOf(7)).toEqual(teamsOf(7));
    expect([1, 2, 3, 4].some((seed) => JSON.stringify(teamsOf(seed)) !== JSON.stringify(teamsOf(7)))).toBe(
      true,
    );
  });
});
