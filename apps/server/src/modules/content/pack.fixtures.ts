import {
  contentPackSchema,
  type CategoryInput,
  type ContentPack,
  type ContentPackInput,
  type GameInput,
  type QuestionInput,
} from '@awarequest/contracts';

/** Small content packs for tests: every text in both languages, overridable field by field. */

export function questionInput(key: string, overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    key,
    kind: 'single',
    text: { en: `Question ${key}?`, ar: `سؤال ${key}؟` },
    choices: [
      { key: 'a', text: { en: 'Report it', ar: 'أبلغ عنه' } },
      { key: 'b', text: { en: 'Ignore it', ar: 'تجاهله' } },
    ],
    correct: ['a'],
    explanation: { en: 'Reporting helps everyone.', ar: 'الإبلاغ يساعد الجميع.' },
    ...overrides,
  };
}

export function categoryInput(key: string, overrides: Partial<CategoryInput> = {}): CategoryInput {
  return {
    key,
    name: { en: `Category ${key}`, ar: `فئة ${key}` },
    description: { en: `All about ${key}.`, ar: `كل شيء عن ${key}.` },
    icon: 'shield',
    order: 1,
    tier: 1,
    ...overrides,
  };
}

export function gameInput(
  key: string,
  categories: string[],
  questionKeys: string[] = ['q1', 'q2'],
  overrides: Partial<GameInput> = {},
): GameInput {
  return {
    key,
    categories,
    name: { en: `Game ${key}`, ar: `لعبة ${key}` },
    description: { en: `Play ${key}.`, ar: `العب ${key}.` },
    type: 'interactive',
    duration_minutes: 10,
    pass_score: 70,
    questions: questionKeys.map((questionKey) => questionInput(questionKey)),
    ...overrides,
  };
}

/** A pack as the loader takes it: parsed, defaults applied. Throws on a mistake in the fixture. */
export function pack(input: Partial<ContentPackInput>): ContentPack {
  return contentPackSchema.parse({ version: 1, ...input });
}
