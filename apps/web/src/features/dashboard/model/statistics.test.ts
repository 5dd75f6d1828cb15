import { describe, expect, it } from 'vitest';
import { dashboardStatisticsSchema, type DashboardStatistics } from '@awarequest/contracts';
import { STATISTIC_KEYS, viewStatistics } from './statistics';

const EMPTY: DashboardStatistics = {
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

describe('the dashboard statistics', () => {
  it('lists all 14 statistics of docs/product.md §3, each once, in its order', () => {
    expect(STATISTIC_KEYS).toEqual(Object.keys(dashboardStatisticsSchema.shape));
    expect(STATISTIC_KEYS).toHaveLength(14);
  });

  it('shows nothing (null) for a score that does not exist yet, and zeros as zeros', () => {
    const views = viewStatistics(EMPTY, 'en');
    const byKey = Object.fromEntries(views.map((view) => [view.key, view.value]));
    expect(byKey.awareness_score).toBeNull();
    expect(byKey.latest_played_at).toBeNull();
    expect(byKey.total_game_attempts).toBe('0');
    expect(byKey.correct_question_percentage).toBe('0%');
  });

  it('formats scores as numbers and shares as percentages, in Arabic-Indic digits for Arabic', () => {
    const played = {
      ...EMPTY,
      awareness_score: 58.5,
      correct_question_percentage: 75,
      total_correct_questions: 3,
    };
    const en = Object.fromEntries(viewStatistics(played, 'en').map((view) => [view.key, view.value]));
    expect(en.awareness_score).toBe('58.5');
    expect(en.correct_question_percentage).toBe('75%');
    const ar = Object.fromEntries(viewStatistics(played, 'ar').map((view) => [view.key, view.value]));
    expect(ar.awareness_score).toBe('٥٨٫٥');
    expect(ar.total_correct_questions).toBe('٣');
  });
});
