import { describe, expect, it } from 'vitest';
import type { events } from '../../db/schema.js';
import { plannedJobs } from './event-schedule.js';

const DAY = 86_400_000;
const T0 = Date.parse('2030-05-01T09:00:00Z');

function eventRow(values: Partial<typeof events.$inferSelect> = {}): typeof events.$inferSelect {
  return {
    id: 'e1',
    categoryId: 'c1',
    eventType: 'campaign',
    status: 'scheduled',
    title: { en: 'T', ar: 'ت' },
    description: { en: '', ar: '' },
    coverImage: null,
    startsAt: new Date(T0),
    dueAt: new Date(T0 + 10 * DAY),
    graceDays: 1,
    teamBy: 'department',
    questionAudience: null,
    audience: {
      everyone: true,
      companies: [],
      departments: [],
      groups: [],
      positions: [],
      countries: [],
      user_ids: [],
    },
    remindAtStart: true,
    reminderDays: [3, 1],
    remindWhenOverdue: true,
    createdBy: null,
    createdAt: new Date(T0 - DAY),
    updatedAt: new Date(T0 - DAY),
    publishedAt: new Date(T0 - DAY),
    cancelledAt: null,
    archivedAt: null,
    ...values,
  };
}

const summary = (jobs: ReturnType<typeof plannedJobs>) =>
  jobs.map((job) => [job.key.replace('event:e1:', ''), (job.runAt.getTime() - T0) / DAY]);

describe('plannedJobs', () => {
  it('plans a scheduled campaign: start, end after grace, reminders, overdue', () => {
    expect(summary(plannedJobs(eventRow(), []))).toEqual([
      ['start', 0],
      ['end', 11],
      ['remind:start', 0],
      ['remind:before_due:3', 7],
      ['remind:before_due:1', 9],
      ['remind:overdue', 11],
    ]);
  });

  it('plans no start for a running event, and no reminder turned off or before the start', () => {
    const jobs = plannedJobs(
      eventRow({
        status: 'running',
        remindAtStart: false,
        reminderDays: [14, 2, 2],
        dueAt: new Date(T0 + 10 * DAY),
      }),
      [],
    );
    expect(summary(jobs)).toEqual([
      ['end', 11],
      ['remind:before_due:2', 8],
      ['remind:overdue', 11],
    ]);
  });

  it('plans nothing for a draft, cancelled, ended or archived event', () => {
    for (const values of [
      { status: 'draft' as const },
      { status: 'cancelled' as const },
      { status: 'ended' as const },
      { status: 'running' as const, archivedAt: new Date(T0) },
    ])
      expect(plannedJobs(eventRow(values), [])).toEqual([]);
  });

  it("opens a tournament's sessions not yet open, and ends it at its due date without grace", () => {
    const jobs = plannedJobs(eventRow({ eventType: 'tournament' }), [
      { id: 's1', startsAt: new Date(T0 + DAY), openedAt: null },
      { id: 's2', startsAt: new Date(T0 + 2 * DAY), openedAt: new Date(T0) },
    ]);
    expect(summary(jobs)).toEqual([
      ['start', 0],
      ['end', 10],
      ['session:s1', 1],
    ]);
    expect(jobs[2]?.payload).toEqual({ eventId: 'e1', sessionId: 's1' });
  });
});
