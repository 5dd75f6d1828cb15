import type { AnswerInput, QuestionKind } from '@awarequest/contracts';

/**
 * What a bench player sends for a question, through the answer input every kind shares: one
 * choice for the pick kinds, every item in a random order for an ordering, a typed text (right
 * or wrong) for a type answer, a number in range for a slider. Pure but for `random`.
 */

/** Only what answering needs, kept per player while a question is open. */
export interface AnswerableQuestion {
  kind: QuestionKind;
  choiceKeys: string[];
  slider: { min: number; max: number } | null;
}

/** Typed answers a room sends: the bench game's accepted one, in two spellings, and a wrong one. */
export const BENCH_TYPED_ANSWERS = ['phishing', 'Phishing!', 'التصيّد الاحتيالي', 'password'] as const;

export function benchAnswer(question: AnswerableQuestion, random: () => number = Math.random): AnswerInput {
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  switch (question.kind) {
    case 'type_answer':
      return { text: pick(BENCH_TYPED_ANSWERS) ?? 'phishing' };
    case 'slider': {
      const { min, max } = question.slider ?? { min: 0, max: 100 };
      return { value: Math.round(min + random() * (max - min)) };
    }
    case 'ordering': {
      const keys = [...question.choiceKeys];
      for (let index = keys.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [keys[index], keys[other]] = [keys[other] as string, keys[index] as string];
      }
      return { choice_keys: keys };
    }
    default: {
      const choice = pick(question.choiceKeys);
      return choice === undefined ? {} : { choice_keys: [choice] };
    }
  }
}
