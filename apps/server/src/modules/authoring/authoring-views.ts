import {
  topicTierSchema,
  type AdminCategory,
  type AdminGame,
  type AdminGameSummary,
  type AdminQuestion,
  type CategoryPack,
  type GamePack,
  type Question,
} from '@awarequest/contracts';
import type { categories, games, questions } from '../../db/schema.js';

/** Rows as the admin's answers and the content pack show them. */

export type CategoryRow = typeof categories.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AdminCategoryRow = CategoryRow & { gamesCount: number; allGamesCount: number };
/** A game's categories, its home first. */
export type CategoryLink = { id: string; key: string };

export function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    icon: row.icon,
    order: row.position,
    tier: row.tier,
    games_count: row.gamesCount,
    all_games_count: row.allGamesCount,
  };
}

export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    difficulty: row.difficulty,
    audience: row.audience,
    text: row.text,
    choices: row.choices,
    correct: row.correctKeys,
    accepted_answers: row.acceptedAnswers,
    slider: row.slider,
    explanation: row.explanation,
    image: row.image,
    image_alt: row.image ? row.imageAlt : null,
    order: row.position,
  };
}

function adminGameFields(row: GameRow, links: CategoryLink[]): Omit<AdminGame, 'questions'> {
  return {
    id: row.id,
    key: row.key,
    categories: links.map((link) => link.key),
    category_ids: links.map((link) => link.id),
    name: row.name,
    description: row.description,
    type: row.type,
    difficulty: row.difficulty,
    audience: row.audience,
    duration_minutes: row.durationMinutes,
    pass_score: row.passScore,
    attempts_allowed: row.attemptsAllowed,
    published: row.isPublished,
    url: row.url,
    order: row.position,
  };
}

export function toAdminGameSummary(
  row: GameRow,
  links: CategoryLink[],
  questionsCount: number,
  labelsToReview: number,
): AdminGameSummary {
  return {
    ...adminGameFields(row, links),
    questions_count: questionsCount,
    labels_to_review: labelsToReview,
  };
}

export function toAdminGame(row: GameRow, links: CategoryLink[], questionRows: QuestionRow[]): AdminGame {
  return { ...adminGameFields(row, links), questions: questionRows.map(toAdminQuestion) };
}

export function toCategoryPack(row: CategoryRow): CategoryPack {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    icon: row.icon,
    order: row.position,
    tier: topicTierSchema.parse(row.tier),
  };
}

export function toQuestionPack(row: QuestionRow): Question {
  return {
    key: row.key,
    kind: row.kind,
    difficulty: row.difficulty,
    audience: row.audience,
    text: row.text,
    choices: row.choices,
    correct: row.correctKeys,
    ...(row.kind === 'type_answer' && row.acceptedAnswers ? { accepted_answers: row.acceptedAnswers } : {}),
    ...(row.kind === 'slider' && row.slider ? { slider: row.slider } : {}),
    explanation: row.explanation,
    ...(row.image ? { image: row.image } : {}),
    ...(row.image && row.imageAlt ? { image_alt: row.imageAlt } : {}),
  };
}

export function toGamePack(row: GameRow, links: CategoryLink[], questionRows: QuestionRow[]): GamePack {
  return {
    key: row.key,
    categories: links.map((link) => link.key),
    name: row.name,
    description: row.description,
    type: row.type,
    difficulty: row.difficulty,
    audience: row.audience,
    duration_minutes: row.durationMinutes,
    pass_score: row.passScore,
    attempts_allowed: row.attemptsAllowed,
    published: row.isPublished,
    ...(row.url ? { url: row.url } : {}),
    questions: questionRows.map(toQuestionPack),
  };
}
