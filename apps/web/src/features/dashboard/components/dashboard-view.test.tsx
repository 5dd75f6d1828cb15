import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, Leaderboard } from '@awarequest/contracts';
import arCommon from '../../../locales/ar/common.json';
import arDashboard from '../../../locales/ar/dashboard.json';
import enCommon from '../../../locales/en/common.json';
import enDashboard from '../../../locales/en/dashboard.json';
import { addNumberFormat } from '../../../lib/i18n';
import { waitUntil } from '../../../test/wait-until';

const api = vi.hoisted(() => ({ dashboard: vi.fn(), leaderboard: vi.fn(), put: vi.fn() }));
// The HTTP client answers from these fakes, by path.
vi.mock('../../../lib/api-client', () => ({
  api: {
    get: async (path: string) => {
      const data: unknown = await (path === '/dashboard' ? api.dashboard() : api.leaderboard());
      return { data: { status: true, data } };
    },
    put: api.put,
  },
}));
// The view's own imports load after the mocks.
const { DashboardView } = await import('./dashboard-view');

const STATISTICS: Dashboard['statistics'] = {
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
};
const NEXT_GAME = {
  game_id: 'g1',
  category_id: 'c1',
  title: { en: 'Spot the Phish', ar: 'اكتشف التصيد' },
  topic: { en: 'Phishing', ar: 'التصيد' },
  reason: { en: 'Not played yet.', ar: 'لم تلعبه بعد.' },
};
const EMPTY: Dashboard = {
  has_data: false,
  assignments: { assigned: 0, completed: 0, overdue: 0, next_due: null },
  statistics: STATISTICS,
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
  next_games: [NEXT_GAME],
  computed_at: null,
};
const PLAYED: Dashboard = {
  ...EMPTY,
  has_data: true,
  statistics: {
    ...STATISTICS,
    awareness_score: 58.5,
    total_game_attempts: 3,
    correct_question_percentage: 75,
  },
  awareness: { ...EMPTY.awareness, score: 58.5, band: 'developing', capped: true },
  risk: { ...EMPTY.risk, score: 64, band: 'high' },
  topics: [
    {
      category_id: 'c1',
      key: 'phishing',
      name: { en: 'Phishing', ar: 'التصيد' },
      icon: 'mail',
      tier: 1,
      mastery: 0.492,
      evidence: 0.6,
      answered: 6,
      low_confidence: false,
      mastered: false,
    },
    {
      category_id: 'c2',
      key: 'ai-tools',
      name: { en: 'Safe use of AI tools', ar: 'الاستخدام الآمن لأدوات الذكاء الاصطناعي' },
      icon: 'robot',
      tier: 2,
      mastery: 0.5,
      evidence: 0,
      answered: 0,
      low_confidence: true,
      mastered: false,
    },
  ],
  topic_summary: { total: 2, started: 1, mastered: 0 },
};
const BOARD: Leaderboard = {
  scope: 'everyone',
  group: null,
  entries: [
    { rank: 1, name: null, avatar: null, points: 1500, is_me: false },
    { rank: 2, name: 'Sara', avatar: 'cat', points: 750, is_me: true },
  ],
  me: { rank: 2, points: 750 },
  anonymous: false,
};

let root: Root | null = null;
let host: HTMLElement;

async function renderView(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      en: { common: enCommon, dashboard: enDashboard },
      ar: { common: arCommon, dashboard: arDashboard },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
            <MantineProvider>
              <MemoryRouter>
                <DashboardView />
              </MemoryRouter>
            </MantineProvider>
          </DirectionProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}

const text = () => host.textContent;

beforeEach(() => {
  api.leaderboard.mockResolvedValue(BOARD);
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  vi.clearAllMocks();
});

describe('the dashboard view', () => {
  it("shows a new player 'No data available' and links the first suggested game", async () => {
    api.dashboard.mockResolvedValue(EMPTY);
    await renderView('en');
    await waitUntil(() => text().includes('No data available'));
    const link = [...host.querySelectorAll('a')].find((a) => a.textContent === enDashboard.empty.firstGame);
    expect(link?.getAttribute('href')).toBe('/categories/c1/games/g1');
    expect(host.querySelector('[data-score]')).toBeNull();
  });

  it('shows the scores with band words and notes, and every statistic, in Arabic-Indic digits', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    await renderView('ar');
    await waitUntil(() => host.querySelector('[data-score="awareness"]') !== null);
    expect(host.querySelectorAll('[data-stat]')).toHaveLength(14);
    expect(host.querySelector('[data-stat="total_game_attempts"] dd[data-value]')?.textContent).toBe('٣');
    expect(host.querySelector('[data-stat="awareness_score"] dd[data-value]')?.textContent).toBe('٥٨٫٥');
    expect(host.querySelector('[data-stat="latest_played_at"] dd[data-value]')?.textContent).toBe(
      arDashboard.statistics.notYet,
    );
    expect(host.querySelector('[data-score="risk"] [data-band-label]')?.textContent).toContain(
      arDashboard.score.riskBands.high,
    );
    expect(host.querySelector('[data-note="capped"]')?.textContent).toContain('٦٩');
    expect(host.querySelector('[data-note="low-confidence"]')).not.toBeNull();
  });

  it('gives every statistic its unit and meaning, and ties the index and the awareness score to the topics', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    await renderView('en');
    await waitUntil(() => host.querySelector('[data-stat]') !== null);
    for (const card of host.querySelectorAll('[data-stat]')) {
      expect(card.querySelector('[data-unit]')?.textContent).toMatch(/\w/);
      expect(card.querySelector('[data-help]')?.textContent).toMatch(/\w{3}/);
    }
    const help = (key: string) => host.querySelector(`[data-stat="${key}"] [data-help]`)?.textContent;
    expect(help('awareness_index_percentage')).toContain('0 of 2');
    expect(help('awareness_score')).toContain(
      'started 1 of them; the 1 not started count as half-known (50)',
    );
    // The risk score is said to be a score out of 100 with its band, not a points total.
    expect(host.querySelector('[data-stat="total_high_score"] [data-unit]')?.textContent).toBe(
      'Score out of 100, higher is riskier: not points',
    );
    expect(help('total_high_score')).toContain('Band: High');
  });

  it('shows an unplayed topic as "Not started" with no bar, and a played one with its share', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    await renderView('ar');
    await waitUntil(() => host.querySelector('[data-topic]') !== null);
    const played = host.querySelector('[data-topic="phishing"]');
    const unplayed = host.querySelector('[data-topic="ai-tools"]');
    expect(played?.querySelector('[data-mastery]')?.textContent).toContain('٤٩٫٢');
    expect(played?.querySelector('.mantine-Progress-root')).not.toBeNull();
    expect(unplayed?.getAttribute('data-started')).toBe('false');
    expect(unplayed?.querySelector('[data-mastery]')?.textContent).toBe(arDashboard.topics.notStarted);
    expect(unplayed?.querySelector('.mantine-Progress-root')).toBeNull();
    expect(unplayed?.textContent).not.toMatch(/[٥5][٠0]/);
    expect(host.querySelector('[data-topic-summary]')?.textContent).toContain('بدأت ١ من ٢');
  });

  it('announces no static note as an alert', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    await renderView('en');
    await waitUntil(() => host.querySelector('[data-note="low-confidence"]') !== null);
    expect(host.querySelector('[data-note="low-confidence"]')?.getAttribute('role')).toBe('note');
    expect(host.querySelector('[data-note="capped"]')?.getAttribute('role')).toBe('note');
    expect(host.querySelector('[data-section="scores"] [role="alert"]')).toBeNull();
  });

  it('lists an anonymous entry as "Anonymous player" and marks the reader\'s own row', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    await renderView('en');
    await waitUntil(() => host.querySelectorAll('[data-leaderboard-row]').length === 2);
    const rows = [...host.querySelectorAll('[data-leaderboard-row]')];
    expect(rows[0]?.querySelector('[data-name]')?.textContent).toBe('Anonymous player');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.querySelector('[data-name]')?.textContent).toBe('Sara');
  });

  it('shows the leaderboard opt-out as chosen while it saves, and the old choice if saving fails', async () => {
    api.dashboard.mockResolvedValue(PLAYED);
    let fail: (error: Error) => void = () => undefined;
    api.put.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    await renderView('en');
    const optOut = () => host.querySelector<HTMLInputElement>('input[role="switch"]');
    await waitUntil(() => optOut() !== null);
    expect(optOut()?.checked).toBe(false);
    await act(async () => {
      optOut()?.click();
    });
    expect(optOut()?.checked).toBe(true);
    expect(optOut()?.disabled).toBe(true);
    expect(api.put).toHaveBeenCalledWith('/users/me/leaderboard', { anonymous: true });
    await act(async () => {
      fail(new Error('down'));
    });
    await waitUntil(() => optOut()?.disabled === false);
    expect(optOut()?.checked).toBe(false);
  });

  it('says when the dashboard cannot be loaded, and tries again on request', async () => {
    api.dashboard.mockRejectedValueOnce(new Error('down')).mockResolvedValue(EMPTY);
    await renderView('en');
    await waitUntil(() => text().includes(enDashboard.error.title));
    const retry = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    await act(async () => {
      retry?.click();
    });
    await waitUntil(() => text().includes('No data available'));
    expect(api.dashboard).toHaveBeenCalledTimes(2);
  });
});
