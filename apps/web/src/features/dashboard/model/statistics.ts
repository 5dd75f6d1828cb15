import type { Dashboard, DashboardStatistics, Language } from '@awarequest/contracts';
import { formatDateTime, formatNumber, formatPercent } from './format';

export type StatisticKey = keyof DashboardStatistics;

/** How each statistic reads: a score out of 100, a percentage, a count or an instant. */
const KINDS: Record<StatisticKey, 'score' | 'percent' | 'count' | 'date'> = {
  awareness_score: 'score',
  total_high_score: 'score',
  average_score: 'score',
  pass_games_count: 'count',
  latest_played_at: 'date',
  total_game_attempts: 'count',
  awareness_index_percentage: 'percent',
  correct_question_percentage: 'percent',
  pass_quizzes_attempts: 'count',
  total_correct_questions: 'count',
  total_games_count: 'count',
  total_quizzes_count: 'count',
  total_wrong_questions: 'count',
  wrong_question_percentage: 'percent',
};

/** The statistics of docs/product.md §3, in its order. */
export const STATISTIC_KEYS = Object.keys(KINDS) as StatisticKey[];

export interface StatisticView {
  key: StatisticKey;
  /** Null when there is nothing to show yet (the UI writes a dash and "not yet"). */
  value: string | null;
}

function formatOne(key: StatisticKey, raw: number | string | null, language: Language): string | null {
  if (raw === null) return null;
  if (typeof raw === 'string') return formatDateTime(raw, language);
  return KINDS[key] === 'percent' ? formatPercent(raw, language) : formatNumber(raw, language);
}

/** Every statistic, formatted in the reader's language. */
export function viewStatistics(statistics: DashboardStatistics, language: Language): StatisticView[] {
  return STATISTIC_KEYS.map((key) => ({ key, value: formatOne(key, statistics[key], language) }));
}

/**
 * What the explanation of a statistic needs besides its value: the topics behind the awareness
 * score and index (docs/domain.md "Awareness index"), and the risk band, so each figure says how
 * it relates to the others.
 */
export interface StatisticContext {
  topics: Dashboard['topic_summary'];
  riskBand: Dashboard['risk']['band'];
}

/**
 * The i18n parameters of the explanations (`statisticHelp.<key>.text`): counts of topics, and how
 * many topics are not started yet (they sit at the prior, half-known, in the awareness score).
 */
export function helpParams({ topics }: StatisticContext) {
  return {
    total: topics.total,
    started: topics.started,
    mastered: topics.mastered,
    notStarted: topics.total - topics.started,
  };
}
