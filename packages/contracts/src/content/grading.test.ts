import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gradeAnswer,
  isPermutationOf,
  matchesTypedAnswer,
  normalizeTypedAnswer,
  orderingCredit,
  parseAnswerFor,
  sliderCloseness,
  type GivenAnswer,
  type GradableQuestion,
} from './grading.js';
import { toArabicIndicDigits } from '../digits.js';

const question = (overrides: Partial<GradableQuestion>): GradableQuestion => ({
  kind: 'single',
  choiceKeys: ['a', 'b', 'c', 'd'],
  correctKeys: ['a'],
  acceptedAnswers: null,
  slider: null,
  ...overrides,
});

const slider = {
  min: 0,
  max: 100,
  step: 1,
  answer: 40,
  tolerance: 5,
  limit: 25,
  unit: { en: '%', ar: '٪' },
};
const sliderQuestion = question({ kind: 'slider', choiceKeys: [], correctKeys: [], slider });
const ordering = question({ kind: 'ordering', correctKeys: ['c', 'a', 'd', 'b'] });
const typed = question({
  kind: 'type_answer',
  choiceKeys: [],
  correctKeys: [],
  acceptedAnswers: ['Multi-factor authentication', 'المصادقة متعددة العوامل', 'MFA', '2FA'],
});
const poll = question({ kind: 'poll', correctKeys: [] });

describe('typed answers', () => {
  it('ignore case, spaces, punctuation and accents', () => {
    expect(matchesTypedAnswer(typed.acceptedAnswers ?? [], '  multi factor   AUTHENTICATION!! ')).toBe(true);
    expect(matchesTypedAnswer(['café'], 'CAFE')).toBe(true);
    expect(matchesTypedAnswer(['mfa'], 'm.f.a.')).toBe(true);
    expect(matchesTypedAnswer(['mfa'], 'mfb')).toBe(false);
  });

  it('accept Arabic diacritics, tatweel and alef, yaa and taa-marbuta variants', () => {
    const accepted = ['المصادقة متعددة العوامل'];
    expect(matchesTypedAnswer(accepted, 'المُصَادَقَة مُتَعَدِّدَة العَوَامِل')).toBe(true);
    expect(matchesTypedAnswer(accepted, 'المصادقه متعدده العوامل')).toBe(true);
    expect(matchesTypedAnswer(accepted, 'المصـــادقة متعددة العوامل')).toBe(true);
    expect(matchesTypedAnswer(['إدارة'], 'اداره')).toBe(true);
    expect(matchesTypedAnswer(['أمن'], 'آمن')).toBe(true);
    expect(matchesTypedAnswer(['مستشفى'], 'مستشفي')).toBe(true);
    expect(matchesTypedAnswer(['مستشفى'], 'مستشفا')).toBe(false);
  });

  it('accept Arabic-Indic digits for Latin ones and the other way round', () => {
    expect(matchesTypedAnswer(['2FA'], '٢FA')).toBe(true);
    expect(matchesTypedAnswer(['١٢٣٤'], '1234')).toBe(true);
    expect(matchesTypedAnswer(['1234'], '۱۲۳۴')).toBe(true);
  });

  it('ignore the invisible direction marks and Persian yeh and kaf a phone types (fixed in grading.ts)', () => {
    expect(matchesTypedAnswer(['MFA'], '\u200fMFA\u200e')).toBe(true);
    expect(matchesTypedAnswer(['تصيد'], 'تصید')).toBe(true);
    expect(matchesTypedAnswer(['كلمة'], 'کلمة')).toBe(true);
  });

  it('never match an answer of only spaces or punctuation', () => {
    expect(matchesTypedAnswer(['!!!'], '!!!')).toBe(false);
    expect(matchesTypedAnswer(['a'], '   ')).toBe(false);
  });

  it('match any accepted answer written with marks, digits and case changed (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9ابتثجحخدذرسشصضطظعغفقكلمنهوي]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('\u064E', '\u0650', '\u0651', ''),
        (words, mark) => {
          const accepted = words.join(' ');
          const typedByPlayer = toArabicIndicDigits(
            words.map((part) => Array.from(part).join(mark).toUpperCase()).join('  - '),
          );
          expect(matchesTypedAnswer([accepted], typedByPlayer)).toBe(true);
          expect(normalizeTypedAnswer(typedByPlayer)).toBe(normalizeTypedAnswer(accepted));
        },
      ),
    );
  });
});

describe('slider closeness', () => {
  it('is 1 within the tolerance, falls linearly and is 0 at the limit and beyond', () => {
    expect(sliderCloseness(slider, 40)).toBe(1);
    expect(sliderCloseness(slider, 45)).toBe(1);
    expect(sliderCloseness(slider, 35)).toBe(1);
    expect(sliderCloseness(slider, 55)).toBeCloseTo(0.5);
    expect(sliderCloseness(slider, 65)).toBe(0);
    expect(sliderCloseness(slider, 100)).toBe(0);
  });

  it('counts the answer reached in decimal steps as the answer (fixed in grading.ts)', () => {
    expect(sliderCloseness({ answer: 0.3, tolerance: 0, limit: 1 }, 0.1 + 0.2)).toBe(1);
  });

  it('stays within 0..1 and never grows with the distance (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (answer, tolerance, extra, value, further) => {
          const spec = { answer, tolerance, limit: tolerance + extra };
          const near = sliderCloseness(spec, value);
          const far = sliderCloseness(spec, value >= answer ? value + further : value - further);
          expect(near).toBeGreaterThanOrEqual(0);
          expect(near).toBeLessThanOrEqual(1);
          expect(far).toBeLessThanOrEqual(near);
        },
      ),
    );
  });
});

describe('ordering', () => {
  it('a permutation is every item exactly once', () => {
    expect(isPermutationOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutationOf(['a', 'b', 'c'], ['a', 'a', 'b'])).toBe(false);
    expect(isPermutationOf(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a', 'b', 'c'], ['a', 'b', 'c', 'd'])).toBe(false);
    expect(isPermutationOf(['a', 'b', 'c'], ['a', 'b', 'z'])).toBe(false);
  });

  it('credit is the share of items in place', () => {
    expect(orderingCredit(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd'])).toBe(1);
    expect(orderingCredit(['a', 'b', 'c', 'd'], ['a', 'b', 'd', 'c'])).toBe(0.5);
    expect(orderingCredit(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toBe(0);
  });

  it('parsing refuses anything but a permutation of the items (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 6 }), (keys) => {
        const parsed = parseAnswerFor(ordering, { choice_keys: keys });
        expect(parsed !== null).toBe(isPermutationOf(ordering.choiceKeys, keys));
      }),
    );
  });

  it('earns all or nothing live and a share self-paced', () => {
    const answer: GivenAnswer = { kind: 'choices', choiceKeys: ['c', 'a', 'b', 'd'] };
    expect(gradeAnswer(ordering, answer, { partial: false })).toEqual({
      credit: 0,
      isCorrect: false,
      scored: true,
    });
    expect(gradeAnswer(ordering, answer, { partial: true }).credit).toBe(0.5);
    const right: GivenAnswer = { kind: 'choices', choiceKeys: ['c', 'a', 'd', 'b'] };
    expect(gradeAnswer(ordering, right, { partial: false })).toEqual({
      credit: 1,
      isCorrect: true,
      scored: true,
    });
  });
});

describe('parseAnswerFor', () => {
  it('reads the field of each kind and refuses what does not fit', () => {
    expect(parseAnswerFor(question({}), { choice_keys: ['b'] })).toEqual({
      kind: 'choices',
      choiceKeys: ['b'],
    });
    expect(parseAnswerFor(question({}), { choice_keys: ['a', 'b'] })).toBeNull();
    expect(parseAnswerFor(question({}), { choice_keys: ['z'] })).toBeNull();
    expect(parseAnswerFor(question({}), { text: 'a' })).toBeNull();
    expect(parseAnswerFor(question({ kind: 'multiple' }), { choice_keys: ['a', 'a'] })).toBeNull();
    expect(parseAnswerFor(question({ kind: 'multiple' }), { choice_keys: [] })).toBeNull();
    expect(parseAnswerFor(poll, { choice_keys: ['c'] })).toEqual({ kind: 'choices', choiceKeys: ['c'] });
    expect(parseAnswerFor(typed, { text: '  MFA ' })).toEqual({ kind: 'text', text: 'MFA' });
    expect(parseAnswerFor(typed, { text: '   ' })).toBeNull();
    expect(parseAnswerFor(typed, { choice_keys: ['a'] })).toBeNull();
    expect(parseAnswerFor(sliderQuestion, { value: 50 })).toEqual({ kind: 'value', value: 50 });
    expect(parseAnswerFor(sliderQuestion, { value: 101 })).toBeNull();
    expect(parseAnswerFor(sliderQuestion, { value: -1 })).toBeNull();
    expect(parseAnswerFor(sliderQuestion, { text: '50' })).toBeNull();
  });
});

describe('gradeAnswer', () => {
  it('a poll never scores, whatever was picked (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean(), (key, partial) => {
        expect(gradeAnswer(poll, { kind: 'choices', choiceKeys: [key] }, { partial })).toEqual({
          credit: 0,
          isCorrect: false,
          scored: false,
        });
      }),
    );
  });

  it('a slider earns its closeness, partial or not', () => {
    expect(gradeAnswer(sliderQuestion, { kind: 'value', value: 55 }, { partial: false }).credit).toBeCloseTo(
      0.5,
    );
    expect(gradeAnswer(sliderQuestion, { kind: 'value', value: 42 }, { partial: false })).toEqual({
      credit: 1,
      isCorrect: true,
      scored: true,
    });
  });

  it('a typed answer is right when it matches an accepted one', () => {
    expect(gradeAnswer(typed, { kind: 'text', text: 'mfa' }, { partial: true }).isCorrect).toBe(true);
    expect(gradeAnswer(typed, { kind: 'text', text: 'password' }, { partial: true }).credit).toBe(0);
  });

  it('a multiple choice earns a share self-paced, all or nothing live', () => {
    const multiple = question({ kind: 'multiple', correctKeys: ['a', 'c'] });
    const half: GivenAnswer = { kind: 'choices', choiceKeys: ['a'] };
    expect(gradeAnswer(multiple, half, { partial: true }).credit).toBe(0.5);
    expect(gradeAnswer(multiple, half, { partial: false }).credit).toBe(0);
    expect(gradeAnswer(multiple, { kind: 'choices', choiceKeys: ['a', 'b'] }, { partial: true }).credit).toBe(
      0,
    );
    expect(
      gradeAnswer(multiple, { kind: 'choices', choiceKeys: ['c', 'a'] }, { partial: false }).isCorrect,
    ).toBe(true);
  });

  it('credit is always within 0..1 and right answers earn 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['a', 'b', 'c', 'd'], { minLength: 1 }),
        fc.subarray(['a', 'b', 'c', 'd'], { minLength: 1 }),
        fc.boolean(),
        (correctKeys, picked, partial) => {
          const multiple = question({ kind: 'multiple', correctKeys });
          const grade = gradeAnswer(multiple, { kind: 'choices', choiceKeys: picked }, { partial });
          expect(grade.credit).toBeGreaterThanOrEqual(0);
          expect(grade.credit).toBeLessThanOrEqual(1);
          if (grade.isCorrect) expect(grade.credit).toBe(1);
        },
      ),
    );
  });
});
