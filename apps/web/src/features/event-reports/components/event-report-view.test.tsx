import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventReport, EventReportPerson, User } from '@awarequest/contracts';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import { waitUntil } from '../../../test/wait-until';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const ROUTE = 'GET /admin/events/e1/report';

const person = (name: string, state: EventReportPerson['state'], progress: number): EventReportPerson => ({
  user_id: `u-${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  department: 'Finance',
  department_name: { en: 'Finance', ar: 'المالية' },
  company: null,
  state,
  progress,
  completed_games: progress === 100 ? 2 : progress === 50 ? 1 : 0,
  total_games: 2,
  completed_at: state === 'completed' ? '2026-11-20T10:00:00.000Z' : null,
  last_activity_at: state === 'not_started' ? null : '2026-11-20T10:00:00.000Z',
});

const REPORT: EventReport = {
  event: {
    id: 'e1',
    title: { en: 'Phishing month', ar: 'شهر التصيد' },
    event_type: 'campaign',
    status: 'running',
    category: { id: 'c1', name: { en: 'Mandatory', ar: 'إلزامي' }, color: '#228be6', icon: 'shield' },
    cover_image: null,
    starts_at: '2026-11-01T09:00:00.000Z',
    due_at: '2026-11-30T09:00:00.000Z',
    grace_days: 2,
    games_count: 2,
    my: null,
  },
  totals: { people: 3, completed: 1, in_progress: 1, not_started: 0, overdue: 1, completion_rate: 33.3 },
  people: {
    rows: [
      person('Amal', 'completed', 100),
      person('Badr', 'in_progress', 50),
      person('Carim', 'overdue', 0),
    ],
    total: 3,
    page: 1,
    per_page: 50,
  },
  groups: [
    {
      key: 'Finance',
      name: { en: 'Finance', ar: 'المالية' },
      people: 3,
      completed: 1,
      in_progress: 1,
      not_started: 0,
      overdue: 1,
      completion_rate: 33.3,
      hidden: false,
    },
  ],
  over_time: [
    { day: '2026-11-01', completed: 0, completion_rate: 0 },
    { day: '2026-11-02', completed: 1, completion_rate: 33.3 },
  ],
  overdue: [person('Carim', 'overdue', 0)],
};

describe('the event progress report page (/admin/events/:id/report)', () => {
  const fakeApi = useAppHarness();

  it('shows the totals, people with their states, groups and the overdue list to an admin', async () => {
    fakeApi.on(ROUTE, answer(200, { status: true, data: REPORT }));
    await renderApp({ path: '/admin/events/e1/report', language: 'en', signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Phishing month' });
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByTestId('event-report-dates').textContent).toMatch(
      /1 November 2026.*due 30 November 2026.*2 days of grace/,
    );
    const totals = screen.getByTestId('event-report-totals');
    expect(within(totals).getByText('33.3%')).toBeTruthy();
    const people = screen.getByTestId('event-report-people');
    expect(within(people).getAllByRole('row')).toHaveLength(4);
    const overdueRow = within(people).getByText('Carim').closest('tr')!;
    expect(overdueRow.getAttribute('data-state')).toBe('overdue');
    expect(within(overdueRow).getByText('Overdue')).toBeTruthy();
    expect(within(screen.getByTestId('event-report-groups')).getByText('Finance')).toBeTruthy();
    expect(within(screen.getByTestId('event-report-overdue')).getByText('Carim')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
  });

  it('writes dates with Arabic month names and Arabic-Indic digits, and the texts in Arabic', async () => {
    fakeApi.on(ROUTE, answer(200, { status: true, data: REPORT }));
    await renderApp({ path: '/admin/events/e1/report', language: 'ar', signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'شهر التصيد' });
    const dates = screen.getByTestId('event-report-dates').textContent;
    expect(dates).toContain('نوفمبر');
    expect(dates).toContain('٢٠٢٦');
    expect(dates).not.toMatch(/[0-9]/);
    expect(within(screen.getByTestId('event-report-groups')).getByText('المالية')).toBeTruthy();
    expect(within(screen.getByTestId('event-report-people')).getAllByText('المالية')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'تنزيل Excel' })).toBeTruthy();
    expect(within(screen.getByTestId('event-report-people')).getAllByText('متأخر').length).toBeGreaterThan(0);
  });

  it('asks the server again when the admin searches or filters by state', async () => {
    fakeApi.on(ROUTE, answer(200, { status: true, data: REPORT }));
    const { user } = await renderApp({ path: '/admin/events/e1/report', language: 'en', signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Phishing month' });
    const before = fakeApi.callsTo(ROUTE).length;
    await user.type(screen.getByLabelText('Search by name or email'), 'car');
    await waitUntil(() => fakeApi.callsTo(ROUTE).length > before);
  });

  it('shows a player the forbidden state without asking for the report', async () => {
    fakeApi.on(ROUTE, answer(200, { status: true, data: REPORT }));
    await renderApp({ path: '/admin/events/e1/report', language: 'en', signedInAs: PLAYER_USER });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Phishing month')).toBeNull();
    expect(fakeApi.callsTo(ROUTE)).toHaveLength(0);
  });
});
