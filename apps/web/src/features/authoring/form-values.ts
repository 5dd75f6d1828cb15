import {
  CHOICE_LETTERS,
  ORDERING_ITEMS,
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

/**
 * The choices a question of `kind` starts with: the fixed pair for true/false, none for a typed
 * answer or a slider, three blank items for an ordering, two blanks otherwise.
 */
export function choicesFor(kind: QuestionKind): Choice[] {
  switch (kind) {
    case 'true_false':
      return TRUE_FALSE_CHOICES;
    case 'type_answer':
    case 'slider':
      return [];
    case 'ordering':
      return CHOICE_LETTERS.slice(0, ORDERING_ITEMS.min).map(emptyChoice);
    default:
      return [emptyChoice('a'), emptyChoice('b')];
  }
}

/** A new slider's spec: 0 to 100 in steps of 1, full points within 5 of the answer, none beyond 25. */
export const newSliderSpec = (): NonNullable<QuestionInput['slider']> => ({
  min: 0,
  max: 100,
  step: 1,
  answer: 50,
  tolerance: 5,
  limit: 25,
  unit: { en: '', ar: '' },
});

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
    image_alt: { en: '', ar: '' },
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
    ...(question.accepted_answers && { accepted_answers: question.accepted_answers }),
    ...(question.slider && { slider: question.slider }),
    explanation: question.explanation,
    image: question.image ?? '',
    image_alt: question.image_alt ?? { en: '', ar: '' },
  };
}

/**
 * The choices and correct answers after the kind changes: true/false gets its fixed pair;
 * leaving true/false, or a kind without choices, starts from the new kind's blanks; a typed
 * answer and a slider have no choices; a poll has no correct answer; an ordering's correct
 * answer is its items in the order entered; single keeps at most one correct answer.
 */
export function changeKind(
  from: QuestionKind,
  to: QuestionKind,
  choices: Choice[],
  correct: string[],
): { choices: Choice[]; correct: string[] } {
  const hadChoices = from !== 'type_answer' && from !== 'slider';
  if (to === 'true_false' || from === 'true_false' || !hadChoices) {
    const fresh = choicesFor(to);
    return { choices: fresh, correct: to === 'ordering' ? fresh.map((choice) => choice.key) : [] };
  }
  switch (to) {
    case 'type_answer':
    case 'slider':
      return { choices: [], correct: [] };
    case 'poll':
      return { choices, correct: [] };
    case 'ordering': {
      const items = [...choices, ...choicesFor('ordering')]
        .filter((choice, index, all) => all.findIndex((other) => other.key === choice.key) === index)
        .slice(0, Math.max(ORDERING_ITEMS.min, Math.min(choices.length, ORDERING_ITEMS.max)));
      return { choices: items, correct: items.map((choice) => choice.key) };
    }
    default:
      return { choices, correct: to === 'single' ? correct.slice(0, 1) : from === 'ordering' ? [] : correct };
  }
}
