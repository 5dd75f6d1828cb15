import { describe, expect, it } from 'vitest';
import {
  gameFieldsSchema,
  questionSchema,
  TRUE_FALSE_CHOICES,
  type AdminQuestion,
} from '@awarequest/contracts';
import { changeKind, newChoice, newGameValues, newQuestionValues } from './form-values';

describe('a new game', () => {
  it('is a draft in its category that passes the schema once named', () => {
    const values = newGameValues('phishing');
    expect(values.published).toBe(false);
    const named = {
      ...values,
      key: 'spot-the-lure',
      name: { en: 'Spot the lure', ar: 'اكتشف الطعم' },
      description: { en: 'Find the signs.', ar: 'ابحث عن العلامات.' },
    };
    expect(gameFieldsSchema.safeParse(named).success).toBe(true);
  });
});

describe('a new question', () => {
  it('takes a key no other question of the game has', () => {
    const question = (key: string): AdminQuestion => ({
      id: key,
      key,
      kind: 'true_false',
      difficulty: 'easy',
      audience: 'all_staff',
      text: { en: key, ar: key },
      choices: TRUE_FALSE_CHOICES,
      correct: ['true'],
      accepted_answers: null,
      slider: null,
      explanation: { en: key, ar: key },
      image: null,
      image_alt: null,
      order: 0,
    });
    const taken = [question('q-1'), question('q-3')];
    expect(newQuestionValues(taken).key).toBe('q-4');
    expect(newQuestionValues([]).key).toBe('q-1');
  });

  it('fails the schema until it has a correct answer', () => {
    const values = {
      ...newQuestionValues([]),
      text: { en: 'Which?', ar: 'أيهما؟' },
      explanation: { en: 'Because.', ar: 'لأن.' },
      choices: [
        { key: 'a', text: { en: 'One', ar: 'واحد' } },
        { key: 'b', text: { en: 'Two', ar: 'اثنان' } },
      ],
    };
    expect(questionSchema.safeParse(values).success).toBe(false);
    expect(questionSchema.safeParse({ ...values, correct: ['b'] }).success).toBe(true);
  });
});

describe('changing the kind', () => {
  const choices = [
    { key: 'a', text: { en: 'A', ar: 'أ' } },
    { key: 'b', text: { en: 'B', ar: 'ب' } },
    { key: 'c', text: { en: 'C', ar: 'ج' } },
  ];

  it('gives true/false its fixed pair', () => {
    expect(changeKind('single', 'true_false', choices, ['a'])).toEqual({
      choices: TRUE_FALSE_CHOICES,
      correct: [],
    });
  });

  it('keeps one correct answer going from multiple to single', () => {
    expect(changeKind('multiple', 'single', choices, ['a', 'c']).correct).toEqual(['a']);
    expect(changeKind('single', 'multiple', choices, ['b']).correct).toEqual(['b']);
  });

  it('adds choices with the first free letter, up to six', () => {
    expect(newChoice([choices[0]!, choices[2]!])?.key).toBe('b');
    const six = 'abcdef'.split('').map((key) => ({ key, text: { en: key, ar: key } }));
    expect(newChoice(six)).toBeUndefined();
  });
});
