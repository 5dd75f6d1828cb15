import { describe, expect, it } from 'vitest';
import type { QuestionKind } from '@awarequest/contracts';
import { choiceDistribution, showsDistribution, topTypedAnswers } from './answer-stats.js';

describe('topTypedAnswers', () => {
  it('counts answers that match alike as one, most frequent first, at most five', () => {
    const top = topTypedAnswers([
      { text: 'Phishing', count: 3 },
      { text: ' phishing! ', count: 2 },
      { text: 'التَّصَيُّد', count: 1 },
      { text: 'التصيد', count: 3 },
      { text: 'vishing', count: 1 },
      { text: 'smishing', count: 1 },
      { text: 'whaling', count: 2 },
      { text: 'baiting', count: 1 },
      { text: '?!', count: 9 },
    ]);
    expect(top).toEqual([
      { text: 'phishing', count: 5 },
      { text: 'التصيد', count: 4 },
      { text: 'whaling', count: 2 },
      { text: 'baiting', count: 1 },
      { text: 'smishing', count: 1 },
    ]);
  });

  it('reads Arabic-Indic digits as digits', () => {
    expect(
      topTypedAnswers([
        { text: '١٢٣', count: 1 },
        { text: '123', count: 1 },
      ]),
    ).toEqual([{ text: '123', count: 2 }]);
  });
});

describe('choiceDistribution', () => {
  it('lists every choice in the question’s order, nobody’s picks as 0, and drops keys it no longer has', () => {
    const picks = new Map([
      ['c', 4],
      ['a', 1],
      ['gone', 7],
    ]);
    expect(choiceDistribution(['a', 'b', 'c'], picks)).toEqual([
      { key: 'a', count: 1 },
      { key: 'b', count: 0 },
      { key: 'c', count: 4 },
    ]);
  });

  it('is shown for picking kinds and polls, not for an ordering, a slider or a typed answer', () => {
    const shown: QuestionKind[] = ['single', 'multiple', 'true_false', 'poll'];
    const notShown: QuestionKind[] = ['ordering', 'slider', 'type_answer'];
    expect(shown.every(showsDistribution)).toBe(true);
    expect(notShown.some(showsDistribution)).toBe(false);
  });
});
