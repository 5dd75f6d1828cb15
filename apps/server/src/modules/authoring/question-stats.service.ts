import {
  correctRateOf,
  DIFFICULTY_MIN_ANSWERS,
  isScored,
  observedDifficultyOf,
  type GameQuestionStats,
  type QuestionAnswerStats,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  findChoicePickCounts,
  findEstimateSummaries,
  findInPlaceCounts,
  findTypedTextCounts,
  type TypedTextCount,
} from './answer-details.repository.js';
import { choiceDistribution, showsDistribution, topTypedAnswers } from './answer-stats.js';
import { findActiveGame } from './games.repository.js';
import { findQuestionAnswerCounts, type QuestionAnswerCounts } from './question-stats.repository.js';

/** What the answers were per kind, beyond right or wrong: none for the lists that only count labels. */
export interface AnswerDetails {
  picks: ReadonlyMap<string, number>;
  /** An ordering's answers that put each item in its right place. */
  inPlace: ReadonlyMap<string, number>;
  estimate: { average: number; median: number } | null;
  typed: readonly { text: string; count: number }[];
}
const NO_DETAILS: AnswerDetails = { picks: new Map(), inPlace: new Map(), estimate: null, typed: [] };

/**
 * Difficulty from evidence (docs/domain.md): a question's answer rate beside its label, and
 * the statistics of its kind. A poll has no correct answer: no rate, no observed difficulty.
 */
export function toAnswerStats(
  counts: QuestionAnswerCounts,
  details: AnswerDetails = NO_DETAILS,
): QuestionAnswerStats {
  const answers = counts.selfPaced + counts.live;
  const scored = isScored(counts.kind);
  const correctRate = scored ? correctRateOf(answers, counts.selfPacedCorrect + counts.liveCorrect) : null;
  const observed = observedDifficultyOf(answers, correctRate);
  return {
    question_id: counts.questionId,
    answers,
    self_paced: counts.selfPaced,
    live: counts.live,
    correct_rate: correctRate,
    observed_difficulty: observed,
    label_contradicted: observed !== null && observed !== counts.difficulty,
    kind: counts.kind,
    choice_counts: showsDistribution(counts.kind)
      ? choiceDistribution(counts.choiceKeys, details.picks)
      : null,
    estimate: counts.kind === 'slider' ? details.estimate : null,
    typed_answers: counts.kind === 'type_answer' ? topTypedAnswers(details.typed) : null,
    // An ordering is right only in the fully right order, so its rate is the share of such orders.
    full_order_rate: counts.kind === 'ordering' ? correctRate : null,
    in_place_counts:
      counts.kind === 'ordering' ? choiceDistribution(counts.correctKeys, details.inPlace) : null,
  };
}

/** Each question's answer details, by question id. */
async function answerDetailsOf(db: Db, gameId: string): Promise<Map<string, AnswerDetails>> {
  const [picks, inPlace, estimates, typed] = await Promise.all([
    findChoicePickCounts(db, gameId),
    findInPlaceCounts(db, gameId),
    findEstimateSummaries(db, gameId),
    findTypedTextCounts(db, gameId),
  ]);
  const details = new Map<
    string,
    {
      picks: Map<string, number>;
      inPlace: Map<string, number>;
      estimate: AnswerDetails['estimate'];
      typed: TypedTextCount[];
    }
  >();
  const of = (questionId: string) => {
    let entry = details.get(questionId);
    if (!entry)
      details.set(questionId, (entry = { picks: new Map(), inPlace: new Map(), estimate: null, typed: [] }));
    return entry;
  };
  for (const pick of picks) of(pick.questionId).picks.set(pick.key, pick.count);
  for (const item of inPlace) of(item.questionId).inPlace.set(item.key, item.count);
  for (const { questionId, average, median } of estimates) of(questionId).estimate = { average, median };
  for (const text of typed) of(text.questionId).typed.push(text);
  return details;
}

export async function getGameQuestionStats(db: Db, gameId: string): Promise<GameQuestionStats> {
  if (!(await findActiveGame(db, gameId))) throw new AppError('NOT_FOUND');
  const [counts, details] = await Promise.all([
    findQuestionAnswerCounts(db, [gameId]),
    answerDetailsOf(db, gameId),
  ]);
  return {
    min_answers: DIFFICULTY_MIN_ANSWERS,
    questions: counts.map((row) => toAnswerStats(row, details.get(row.questionId))),
  };
}

/** Per game: how many of its question labels real answers contradict (for the admin's lists). */
export async function countLabelsToReview(db: Db, gameIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(gameIds.map((id) => [id, 0]));
  for (const row of await findQuestionAnswerCounts(db, gameIds)) {
    if (toAnswerStats(row).label_contradicted) counts.set(row.gameId, (counts.get(row.gameId) ?? 0) + 1);
  }
  return counts;
}
