import { describe, expect, it } from 'vitest';
import { isPermutationOf, parseAnswerFor, type GradableQuestion } from '@awarequest/contracts';
import { benchAnswer, type AnswerableQuestion } from './bench-answer.js';

/** Every answer a bench player sends fits its question: the server must count none as lost. */

const gradable = (question: AnswerableQuestion): GradableQuestion => ({
  kind: question.kind,
  choiceKeys: question.choiceKeys,
  correctKeys: [],
  acceptedAnswers: ['phishing'],
  slider: question.slider
    ? { ...question.slider, step: 1, answer: 0, tolerance: 0, limit: 1, unit: { en: '', ar: '' } }
    : null,
});

const QUESTIONS: AnswerableQuestion[] = [
  { kind: 'single', choiceKeys: ['a', 'b', 'c', 'd'], slider: null },
  { kind: 'multiple', choiceKeys: ['a', 'b', 'c', 'd'], slider: null },
  { kind: 'true_false', choiceKeys: ['true', 'false'], slider: null },
  { kind: 'poll', choiceKeys: ['a', 'b', 'c'], slider: null },
  { kind: 'type_answer', choiceKeys: [], slider: null },
  { kind: 'ordering', choiceKeys: ['a', 'b', 'c', 'd', 'e'], slider: null },
  { kind: 'slider', choiceKeys: [], slider: { min: -10, max: 250 } },
];

describe('a bench player’s answer', () => {
  it('fits every kind of question, whatever the random draw', () => {
    for (const question of QUESTIONS)
      for (let draw = 0; draw < 200; draw += 1) {
        const input = benchAnswer(question);
        expect(
          parseAnswerFor(gradable(question), input),
          `${question.kind} ${JSON.stringify(input)}`,
        ).not.toBeNull();
      }
  });

  it('orders every item of an ordering, in varied orders', () => {
    const ordering = QUESTIONS[5] as AnswerableQuestion;
    const orders = new Set<string>();
    for (let draw = 0; draw < 50; draw += 1) {
      const keys = benchAnswer(ordering).choice_keys ?? [];
      expect(isPermutationOf(ordering.choiceKeys, keys)).toBe(true);
      orders.add(keys.join(''));
    }
    expect(orders.size).toBeGreaterThan(10);
  });
});
