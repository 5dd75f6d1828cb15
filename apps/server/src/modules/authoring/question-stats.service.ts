import {
  correctRateOf,
  DIFFICULTY_MIN_ANSWERS,
  observedDifficultyOf,
  type GameQuestionStats,
  type QuestionAnswerStats,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findActiveGame } from './games.repository.js';
import { findQuestionAnswerCounts, type QuestionAnswerCounts } from './question-stats.repository.js';

/** Difficulty from evidence (docs/domain.md): a question's answer rate beside its label. */
export function toAnswerStats(counts: QuestionAnswerCounts): QuestionAnswerStats {
  const answers = counts.selfPaced + counts.live;
  const correctRate = correctRateOf(answers, counts.selfPacedCorrect + counts.liveCorrect);
  const observed = observedDifficultyOf(answers, correctRate);
  return {
    question_id: counts.questionId,
    answers,
    self_paced: counts.selfPaced,
    live: counts.live,
    correct_rate: correctRate,
    observed_difficulty: observed,
    label_contradicted: observed !== null && observed !== counts.difficulty,
  };
}

export async function getGameQuestionStats(db: Db, gameId: string): Promise<GameQuestionStats> {
  if (!(await findActiveGame(db, gameId))) throw new AppError('NOT_FOUND');
  const counts = await findQuestionAnswerCounts(db, [gameId]);
  return { min_answers: DIFFICULTY_MIN_ANSWERS, questions: counts.map(toAnswerStats) };
}

/** Per game: how many of its question labels real answers contradict (for the admin's lists). */
export async function countLabelsToReview(db: Db, gameIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(gameIds.map((id) => [id, 0]));
  for (const row of await findQuestionAnswerCounts(db, gameIds)) {
    if (toAnswerStats(row).label_contradicted) counts.set(row.gameId, (counts.get(row.gameId) ?? 0) + 1);
  }
  return counts;
}
