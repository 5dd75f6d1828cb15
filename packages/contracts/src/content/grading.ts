import { normalizeDigits } from '../digits.js';
import { foldForSearch } from './localized.js';
import {
  isScored,
  ORDERING_ITEMS,
  type QuestionKind,
  type SliderSpec,
  type AnswerInput,
} from './question-kinds.js';

/**
 * Grading of one answer, for every question kind (docs/domain.md "Question kinds"): pure, no
 * clock, shared by self-paced attempts and live games so both judge an answer alike.
 */

/** What grading needs of a question: its solution, which players never see before it closes. */
export interface GradableQuestion {
  kind: QuestionKind;
  choiceKeys: readonly string[];
  /** The right keys: one for single and true/false, some for multiple, all in order for an ordering, none for a poll. */
  correctKeys: readonly string[];
  acceptedAnswers: readonly string[] | null;
  slider: SliderSpec | null;
}

/** An answer once parsed for its question's kind. */
export type GivenAnswer =
  | { kind: 'choices'; choiceKeys: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'value'; value: number };

export interface Grade {
  /** 0..1: the share of the question's points. Always 0 for a poll. */
  credit: number;
  isCorrect: boolean;
  /** False for a poll: it counts in no score, no accuracy and no streak. */
  scored: boolean;
}

/**
 * Folds a typed answer for matching: case, spaces and punctuation ignored, accents and Arabic
 * diacritics removed, alef/yaa/taa-marbuta variants unified, Arabic-Indic digits read as digits.
 */
export function normalizeTypedAnswer(text: string): string {
  return (
    foldForSearch(normalizeDigits(text))
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // Persian keyboards' yeh and kaf, which Arabic speakers' phones often type.
      .replace(/\u06CC/g, 'ي')
      .replace(/\u06A9/g, 'ك')
      // Format characters too: phones insert invisible direction marks (RLM, LRM) and joiners.
      .replace(/[\p{P}\p{S}\p{Cf}\s]/gu, '')
  );
}

/** Whether a typed answer matches one of the accepted answers. An answer of only spaces or punctuation never does. */
export function matchesTypedAnswer(accepted: readonly string[], text: string): boolean {
  const typed = normalizeTypedAnswer(text);
  return typed !== '' && accepted.some((answer) => normalizeTypedAnswer(answer) === typed);
}

/**
 * 1 within the tolerance, falling linearly to 0 at the limit, 0 beyond. The tolerance has a
 * hair of slack, so the answer reached in steps of 0.1 (0.1 + 0.2 = 0.30000000000000004)
 * is still the answer.
 */
export function sliderCloseness(
  slider: Pick<SliderSpec, 'answer' | 'tolerance' | 'limit'>,
  value: number,
): number {
  const slack = 1e-9 * Math.max(1, Math.abs(slider.answer));
  const distance = Math.abs(value - slider.answer);
  if (distance <= slider.tolerance + slack) return 1;
  if (distance >= slider.limit) return 0;
  return (slider.limit - distance) / (slider.limit - slider.tolerance);
}

/** Whether `keys` is an order of exactly the question's items (each once). */
export function isPermutationOf(items: readonly string[], keys: readonly string[]): boolean {
  return (
    keys.length === items.length &&
    new Set(keys).size === keys.length &&
    keys.every((key) => items.includes(key))
  );
}

/** The share of items in their right place. */
export function orderingCredit(correctOrder: readonly string[], keys: readonly string[]): number {
  if (correctOrder.length === 0) return 0;
  return correctOrder.filter((key, index) => keys[index] === key).length / correctOrder.length;
}

function multipleCredit(correctKeys: readonly string[], picked: readonly string[]): number {
  const correct = new Set(correctKeys);
  const chosen = new Set(picked);
  if (correct.size === 0) return 0;
  const right = [...chosen].filter((key) => correct.has(key)).length;
  return Math.max(0, (right - (chosen.size - right)) / correct.size);
}

/**
 * Reads a player's answer for its question's kind; null when it does not fit (a key not of this
 * question, two keys for a single choice, an ordering that is not a permutation of the items, a
 * value outside the slider's range, no text).
 */
export function parseAnswerFor(question: GradableQuestion, input: AnswerInput): GivenAnswer | null {
  switch (question.kind) {
    case 'type_answer': {
      const text = input.text?.trim();
      return text ? { kind: 'text', text } : null;
    }
    case 'slider': {
      const { value } = input;
      const slider = question.slider;
      if (value === undefined || !slider || value < slider.min || value > slider.max) return null;
      return { kind: 'value', value };
    }
    case 'ordering': {
      const keys = input.choice_keys ?? [];
      return isPermutationOf(question.choiceKeys, keys) && keys.length >= ORDERING_ITEMS.min
        ? { kind: 'choices', choiceKeys: [...keys] }
        : null;
    }
    default: {
      const keys = input.choice_keys ?? [];
      const distinct = new Set(keys).size === keys.length;
      const known = keys.every((key) => question.choiceKeys.includes(key));
      const count = question.kind === 'multiple' ? keys.length >= 1 : keys.length === 1;
      return distinct && known && count ? { kind: 'choices', choiceKeys: [...keys] } : null;
    }
  }
}

/**
 * Grades a parsed answer. `partial` (self-paced attempts and a player's statistics) gives a
 * share for a multiple choice and for items in place in an ordering; without it (live points)
 * only an exact answer earns. A slider always earns by closeness: it is never simply right.
 */
export function gradeAnswer(
  question: GradableQuestion,
  answer: GivenAnswer,
  options: { partial: boolean },
): Grade {
  if (!isScored(question.kind)) return { credit: 0, isCorrect: false, scored: false };
  switch (answer.kind) {
    case 'text': {
      const isCorrect = matchesTypedAnswer(question.acceptedAnswers ?? [], answer.text);
      return { credit: isCorrect ? 1 : 0, isCorrect, scored: true };
    }
    case 'value': {
      const credit = question.slider ? sliderCloseness(question.slider, answer.value) : 0;
      return { credit, isCorrect: credit === 1, scored: true };
    }
    case 'choices': {
      const keys = answer.choiceKeys;
      if (question.kind === 'ordering') {
        const credit = orderingCredit(question.correctKeys, keys);
        const isCorrect = credit === 1;
        return { credit: options.partial ? credit : isCorrect ? 1 : 0, isCorrect, scored: true };
      }
      const correct = new Set(question.correctKeys);
      const isCorrect = keys.length === correct.size && keys.every((key) => correct.has(key));
      const credit =
        question.kind === 'multiple' && options.partial
          ? multipleCredit(question.correctKeys, keys)
          : isCorrect
            ? 1
            : 0;
      return { credit, isCorrect, scored: true };
    }
  }
}
