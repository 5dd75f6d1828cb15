import { randomBytes } from 'node:crypto';
import {
  TRUE_FALSE_CHOICES,
  type Difficulty,
  type GameType,
  type QuestionAudience,
  type QuestionKind,
  type SliderSpec,
} from '@awarequest/contracts';
import type { App } from '../app.js';
import { categories, gameCategories, games, questions } from '../db/schema.js';

/** Content rows inserted straight into the database, for tests of what plays or lists them. */

export type CategoryRow = typeof categories.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

const uniqueKey = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const both = (text: string) => ({ en: text, ar: `${text} (ar)` });

export async function createCategory(
  app: App,
  values: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const key = values.key ?? uniqueKey('category');
  const [row] = await app.ctx.db
    .insert(categories)
    .values({
      key,
      name: both(`Category ${key}`),
      description: both(`About ${key}`),
      icon: 'shield-lock',
      tier: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export interface QuestionFixture {
  key?: string;
  kind?: QuestionKind;
  difficulty?: Difficulty;
  /** Choice keys; true/false questions always have "true" and "false". Default a, b, c, d. */
  choices?: string[];
  /** Default: the first choice; none for a poll, a typed answer or a slider. */
  correct?: string[];
  isArchived?: boolean;
  /** Default all_staff. */
  audience?: QuestionAudience;
  /** A type-answer question's accepted answers. Default ["phishing"]. */
  acceptedAnswers?: string[];
  /** A slider. Default 0..100 in steps of 1, answer 50, full points within 5, none from 25 away. */
  slider?: SliderSpec;
}

/** The slider a fixture gets unless it names one. */
export const FIXTURE_SLIDER: SliderSpec = {
  min: 0,
  max: 100,
  step: 1,
  answer: 50,
  tolerance: 5,
  limit: 25,
  unit: { en: '%', ar: '٪' },
};

/** The right keys a fixture's question gets by default: none without choices or for a poll, every item in order for an ordering. */
function defaultCorrect(kind: QuestionKind, choiceKeys: string[]): string[] {
  if (kind === 'type_answer' || kind === 'slider' || kind === 'poll') return [];
  return kind === 'ordering' ? choiceKeys : [choiceKeys[0] ?? 'a'];
}

export interface GameFixture {
  key?: string;
  type?: GameType;
  /** A number of single-choice questions (choices a-d, "a" correct), or each question. Default 3 for interactive games, none for VR and WEB-GL. */
  questions?: number | QuestionFixture[];
  /** Null: no limit. Default 3. */
  attemptsAllowed?: number | null;
  durationMinutes?: number;
  passScore?: number;
  published?: boolean;
  isArchived?: boolean;
  difficulty?: Difficulty;
  /** Default all_staff. */
  audience?: QuestionAudience;
  /** The game's categories, home first; default one new category. */
  categories?: CategoryRow[];
  url?: string | null;
}

export interface CreatedGame {
  game: GameRow;
  categories: CategoryRow[];
  /** In authoring order. */
  questions: QuestionRow[];
}

function questionValues(gameId: string, fixture: QuestionFixture, position: number) {
  const kind = fixture.kind ?? 'single';
  const hasNoChoices = kind === 'type_answer' || kind === 'slider';
  const choices =
    kind === 'true_false'
      ? TRUE_FALSE_CHOICES
      : (fixture.choices ?? (hasNoChoices ? [] : ['a', 'b', 'c', 'd'])).map((key) => ({
          key,
          text: both(`Choice ${key}`),
        }));
  const key = fixture.key ?? `q${position + 1}`;
  return {
    gameId,
    key,
    position,
    kind,
    difficulty: fixture.difficulty ?? 'medium',
    audience: fixture.audience ?? 'all_staff',
    text: both(`Question ${key}?`),
    choices,
    correctKeys:
      fixture.correct ??
      defaultCorrect(
        kind,
        choices.map((choice) => choice.key),
      ),
    acceptedAnswers: kind === 'type_answer' ? (fixture.acceptedAnswers ?? ['phishing']) : null,
    slider: kind === 'slider' ? (fixture.slider ?? FIXTURE_SLIDER) : null,
    explanation: both(`Why ${key} is so`),
    archivedAt: fixture.isArchived ? new Date() : null,
  };
}

/** A game with its categories and questions. Defaults: interactive, published, 3 questions, 3 attempts. */
export async function createGame(app: App, fixture: GameFixture = {}): Promise<CreatedGame> {
  const { db } = app.ctx;
  const type = fixture.type ?? 'interactive';
  const key = fixture.key ?? uniqueKey('game');
  const [game] = await db
    .insert(games)
    .values({
      key,
      name: both(`Game ${key}`),
      description: both(`About ${key}`),
      type,
      difficulty: fixture.difficulty ?? 'medium',
      audience: fixture.audience ?? 'all_staff',
      durationMinutes: fixture.durationMinutes ?? 10,
      passScore: fixture.passScore ?? 70,
      attemptsAllowed: fixture.attemptsAllowed === undefined ? 3 : fixture.attemptsAllowed,
      isPublished: fixture.published ?? true,
      url:
        fixture.url === undefined
          ? type === 'interactive'
            ? null
            : `/games/${key}/index.html`
          : fixture.url,
      archivedAt: fixture.isArchived ? new Date() : null,
    })
    .returning();
  if (!game) throw new Error('game insert returned no row');
  const gameCategoryRows = fixture.categories ?? [await createCategory(app)];
  if (gameCategoryRows.length > 0) {
    await db.insert(gameCategories).values(
      gameCategoryRows.map((category, position) => ({
        gameId: game.id,
        categoryId: category.id,
        position,
      })),
    );
  }
  const questionFixtures =
    typeof fixture.questions === 'number' || fixture.questions === undefined
      ? Array.from({ length: fixture.questions ?? (type === 'interactive' ? 3 : 0) }, () => ({}))
      : fixture.questions;
  const questionRows =
    questionFixtures.length === 0
      ? []
      : await db
          .insert(questions)
          .values(questionFixtures.map((question, position) => questionValues(game.id, question, position)))
          .returning();
  questionRows.sort((a, b) => a.position - b.position);
  return { game, categories: gameCategoryRows, questions: questionRows };
}
