import type { Rule } from '../validation/messages.js';
import type { QuestionKind } from './question-kinds.js';

/**
 * Where and why an answer that does not fit its question's kind is refused (`parseAnswerFor`
 * gave null): the field of the answer body to mark and the rule whose text tells the player
 * what this kind expects.
 */
export function answerFitError(kind: QuestionKind): { field: 'choice_keys' | 'text' | 'value'; rule: Rule } {
  switch (kind) {
    case 'type_answer':
      return { field: 'text', rule: 'answer_text' };
    case 'slider':
      return { field: 'value', rule: 'answer_range' };
    case 'ordering':
      return { field: 'choice_keys', rule: 'answer_order' };
    case 'multiple':
      return { field: 'choice_keys', rule: 'answer_some' };
    default:
      return { field: 'choice_keys', rule: 'answer_one' };
  }
}
