import type { AnswerInput, GivenAnswer, GradableQuestion, QuestionKind } from '@awarequest/contracts';
import type { AnswerRecord, LiveQuestionDef } from './session-model.js';

/**
 * The bridge between a live question or answer and the contracts' grading (grading.ts), so a
 * live game judges an answer exactly as a self-paced attempt does.
 */

export const gradableOf = (question: LiveQuestionDef): GradableQuestion => ({
  kind: question.kind,
  choiceKeys: question.choices.map((choice) => choice.key),
  correctKeys: question.correctKeys,
  acceptedAnswers: question.acceptedAnswers ?? null,
  slider: question.slider ?? null,
});

/** The answer field a question's kind needs: where a refusal points. */
export function answerFieldOf(kind: QuestionKind): keyof AnswerInput {
  if (kind === 'type_answer') return 'text';
  if (kind === 'slider') return 'value';
  return 'choice_keys';
}

/** A parsed answer as stored: a pick's keys sorted (its order means nothing), an ordering's as given. */
export function answerRecordOf(kind: QuestionKind, given: GivenAnswer, at: number): AnswerRecord {
  switch (given.kind) {
    case 'text':
      return { keys: [], text: given.text, at };
    case 'value':
      return { keys: [], value: given.value, at };
    case 'choices':
      return { keys: kind === 'ordering' ? [...given.choiceKeys] : [...given.choiceKeys].sort(), at };
  }
}

/** A stored answer as grading reads it. */
export function givenAnswerOf(record: AnswerRecord): GivenAnswer {
  if (record.text !== undefined) return { kind: 'text', text: record.text };
  if (record.value !== undefined) return { kind: 'value', value: record.value };
  return { kind: 'choices', choiceKeys: record.keys };
}
