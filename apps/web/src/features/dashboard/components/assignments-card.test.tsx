import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths, type Dashboard } from '@awarequest/contracts';
import arDashboard from '../../../locales/ar/dashboard.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const EVENT_ID = '5d1c2f3e-0000-4000-8000-000000000042';
const NEW_PLAYER: Dashboard = {
  has_data: false,
  assignments: { assigned: 0, completed: 0, overdue: 0, next_due: null },
  statistics: {
    awareness_score: null,
    total_high_score: null,
    average_score: null,
    pass_games_count: 0,
    latest_played_at: null,
    total_game_attempts: 0,
    awareness_index_percentage: 0,
    correct_question_percentage: 0,
    pass_quizzes_attempts: 0,
    total_correct_questions: 0,
    total_games_count: 0,
    total_quizzes_count: 0,
    total_wrong_questions: 0,
    wrong_question_percentage: 0,
  },
  awareness: {
    score: 0,
    band: 'low',
    low_confidence: true,
    capped: false,
    formula_version: 'v1',
    factors: [],
  },
  risk: { score: 0, band: 'low', role_level: 'standard', impact: 0.7, formula_version: 'v1', factors: [] },
  topics: [],
  topic_summary: { total: 0, started: 0, mastered: 0 },
  trend: [],
  recent_attempts: [],
  next_games: [],
  computed_at: null,
};
const ASSIGNED: Dashboard = {
  ...NEW_PLAYER,
  assignments: {
    assigned: 5,
    completed: 2,
    overdue: 1,
    next_due: {
      event_id: EVENT_ID,
      title: { en: 'Phishing basics', ar: 'أساسيات التصيد' },
      due_at: '2026-12-30T12:00:00.000Z',
    },
  },
};

const WORDS = {
  en: {
    title: 'Assigned training',
    figures: ['5Assigned', '2Completed', '1Overdue'],
    next: 'Due next: Phishing basics, by 30 December 2026',
    open: 'Open Phishing basics',
    bar: 'Assigned games completed: 40%',
  },
  ar: {
    title: arDashboard.assignments.title,
    figures: ['٥مُسندة', '٢مكتملة', '١متأخرة'],
    next: 'التالي: أساسيات التصيد، قبل ٣٠ ديسمبر ٢٠٢٦',
    open: 'افتح أساسيات التصيد',
    bar: 'الألعاب المُسندة المكتملة: ٤٠٪؜',
  },
} as const;

const BOARD = { scope: 'everyone', group: null, entries: [], me: null, anonymous: false };

describe("the dashboard's assignments card", () => {
  const fakeApi = useAppHarness();
  beforeEach(() => {
    fakeApi.on(`GET ${paths.leaderboard}`, answer(200, { status: true, data: BOARD }));
  });

  it.each(['en', 'ar'] as const)(
    'shows in %s what is assigned, completed and overdue (in red), and links the campaign due next',
    async (language) => {
      const words = WORDS[language];
      fakeApi.on(`GET ${paths.dashboard}`, answer(200, { status: true, data: ASSIGNED }));
      await renderApp({ path: '/dashboard', language, signedInAs: PLAYER_USER });

      const card = await screen.findByRole('region', { name: words.title });
      const figures = [...card.querySelectorAll<HTMLElement>('[data-figure]')];
      expect(figures.map((figure) => figure.textContent)).toEqual(words.figures);
      const overdue = figures[2];
      expect(overdue?.dataset.danger).toBe('true');
      expect(overdue?.getAttribute('style')).toContain('red');
      expect(overdue?.querySelector('svg')).not.toBeNull();
      expect(figures[0]?.dataset.danger).toBeUndefined();

      expect(within(card).getByRole('progressbar', { name: words.bar }).getAttribute('aria-valuenow')).toBe(
        '40',
      );
      expect(within(card).getByText(words.next)).toBeTruthy();
      expect(within(card).getByRole('link', { name: words.open }).getAttribute('href')).toBe(
        `/events/${EVENT_ID}`,
      );
    },
  );

  it('is not there when nothing is assigned', async () => {
    fakeApi.on(`GET ${paths.dashboard}`, answer(200, { status: true, data: NEW_PLAYER }));
    await renderApp({ path: '/dashboard', language: 'en', signedInAs: PLAYER_USER });
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Assigned training' })).toBeNull();
  });
});
