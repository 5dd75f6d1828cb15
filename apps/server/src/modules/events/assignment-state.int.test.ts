import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { assignmentStateSql, gameStateSql, isCompletedSql } from './assignment-state.sql.js';

const testApp = useTestApp();

/**
 * The rule's cases, evaluated by the database itself (the rule is SQL, read by the list, the
 * report, reminders and the person's view): [counted, completed, any completion, started,
 * deadline passed] → state.
 */
const CASES: [number, number, boolean, boolean, boolean, string][] = [
  // Every counted game completed: completed, before and after the deadline.
  [2, 2, true, true, false, 'completed'],
  [2, 2, true, false, true, 'completed'],
  [1, 1, true, false, false, 'completed'],
  // One game left: not completed.
  [2, 1, true, false, false, 'in_progress'],
  [2, 1, true, true, true, 'overdue'],
  // Started (an attempt since the start), nothing completed.
  [3, 0, false, true, false, 'in_progress'],
  [3, 0, false, true, true, 'overdue'],
  // Nothing at all.
  [3, 0, false, false, false, 'not_started'],
  [3, 0, false, false, true, 'overdue'],
  // A completion of a game since removed only: work was done, the counted ones are left.
  [1, 0, true, false, false, 'in_progress'],
  // No counted game left: completed for who completed work before, else not started (or overdue).
  [0, 0, true, false, false, 'completed'],
  [0, 0, true, false, true, 'completed'],
  [0, 0, false, false, false, 'not_started'],
  [0, 0, false, false, true, 'overdue'],
];

async function evaluate(query: ReturnType<typeof sql>) {
  const result: unknown = await testApp().ctx.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

describe('the assignment state rule (assignment-state.sql.ts)', () => {
  it('decides every case of its table', async () => {
    const table = sql.join(
      CASES.map(
        ([counted, completed, anyCompletion, started, deadlinePassed]) =>
          sql`(${counted}::int, ${completed}::int, ${anyCompletion}::boolean, ${started}::boolean, ${deadlinePassed}::boolean)`,
      ),
      sql`, `,
    );
    const facts = {
      counted: sql`f.counted`,
      completed: sql`f.completed`,
      anyCompletion: sql`f.any_completion`,
      started: sql`f.started`,
      deadlinePassed: sql`f.late`,
    };
    const rows = await evaluate(sql`
      select ${assignmentStateSql(facts)} as state, ${isCompletedSql(facts)} as done
      from (values ${table}) as f(counted, completed, any_completion, started, late)`);
    const expected = CASES.map((entry) => ({ state: entry[5], done: entry[5] === 'completed' }));
    // Each case next to its answer, so a failure names the facts.
    expect(CASES.map((entry, index) => [entry.slice(0, 5), rows[index]])).toEqual(
      CASES.map((entry, index) => [entry.slice(0, 5), expected[index]]),
    );
  });

  it('reads a missing fact (a left join without a row) as false or zero', async () => {
    const facts = {
      counted: sql`2`,
      completed: sql`null::int`,
      anyCompletion: sql`null::boolean`,
      started: sql`null::boolean`,
      deadlinePassed: sql`false`,
    };
    const [row] = await evaluate(sql`select ${assignmentStateSql(facts)} as state`);
    expect(row).toEqual({ state: 'not_started' });
  });

  it('gives one game its state: completed once its completion exists, else overdue, started or not', async () => {
    const rows = await evaluate(sql`
      select ${gameStateSql({ completedAt: sql`c.at`, started: sql`c.started`, deadlinePassed: sql`c.late` })} as state
      from (values
        (now(), false, true),
        (null::timestamptz, true, true),
        (null::timestamptz, true, false),
        (null::timestamptz, false, false)
      ) as c(at, started, late)`);
    expect(rows.map((row) => row.state)).toEqual(['completed', 'overdue', 'in_progress', 'not_started']);
  });
});
