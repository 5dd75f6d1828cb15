import {
  CHOICE_LETTERS,
  TRUE_FALSE_CHOICES,
  type AdminGame,
  type AdminQuestion,
  type Choice,
  type GameFieldsInput,
  type QuestionInput,
  type QuestionKind,
} from '@awarequest/contracts';
import { nextFreeKey } from './keys';

/** A new game's fields: a draft in `categoryKey`, which the admin publishes once it has questions. */
export function newGameValues(categoryKey: string | null): GameFieldsInput {
  return {
    key: '',
    categories: categoryKey ? [categoryKey] : [],
    name: { en: '', ar: '' },
    description: { en: '', ar: '' },
    type: 'interactive',
    difficulty: 'medium',
    audience: 'all_staff',
    duration_minutes: 10,
    pass_score: 70,
    attempts_allowed: 3,
    published: false,
    url: '',
  };
}

export function gameValues(game: AdminGame): GameFieldsInput {
  return {
    key: game.key,
    categories: game.categories,
    name: game.name,
    description: game.description,
    type: game.type,
    difficulty: game.difficulty,
    audience: game.audience,
    duration_minutes: game.duration_minutes,
    pass_score: game.pass_score,
    attempts_allowed: game.attempts_allowed,
    published: game.published,
    url: game.url ?? '',
  };
}

const emptyChoice = (key: string): Choice => ({ key, text: { en: '', ar: '' } });

/** The choices a question of `kind` starts with: the fixed pair for true/false, two blanks otherwise. */
export function choicesFor(kind: QuestionKind): Choice[] {
  return kind === 'true_false' ? TRUE_FALSE_CHOICES : [emptyChoice('a'), emptyChoice('b')];
}

/** The next choice's key: the first letter (a-f) no choice has. */
export function nextChoiceKey(choices: readonly Choice[]): string | undefined {
  const used = new Set(choices.map((choice) => choice.key));
  return CHOICE_LETTERS.find((letter) => !used.has(letter));
}

export function newChoice(choices: readonly Choice[]): Choice | undefined {
  const key = nextChoiceKey(choices);
  return key ? emptyChoice(key) : undefined;
}

/** A new question of a game: single choice, two blank choices, a key no other question has. */
export function newQuestionValues(questions: readonly AdminQuestion[]): QuestionInput {
  return {
    key: nextFreeKey(
      'q',
      questions.map((question) => question.key),
      questions.length + 1,
    ),
    kind: 'single',
    difficulty: 'medium',
    audience: 'all_staff',
    text: { en: '', ar: '' },
    choices: choicesFor('single'),
    correct: [],
    explanation: { en: '', ar: '' },
    image: '',
  };
}

export function questionValues(question: AdminQuestion): QuestionInput {
  return {
    key: question.key,
    kind: question.kind,
    difficulty: question.difficulty,
    audience: question.audience,
    text: question.text,
    choices: question.choices,
    correct: question.correct,
    explanation: question.explanation,
    image: question.image ?? '',
  };
}

/**
 * The choices and correct answers after the kind changes: true/false gets its fixed pair;
 * leaving true/false starts from blanks; single keeps at most one correct answer.
 */
export function changeKind(
  from: QuestionKind,
  to: QuestionKind,
  choices: Choice[],
  correct: string[],
): { choices: Choice[]; correct: string[] } {
  if (to === 'true_false' || from === 'true_false') return { choices: choicesFor(to), correct: [] };
  return { choices, correct: to === 'single' ? correct.slice(0, 1) : correct };
}
