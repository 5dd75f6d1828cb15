import type { AnswerInput, AnswerResult, PlayQuestion } from '@awarequest/contracts';

/** An answer ready to send: the kind's field filled (choice keys, a text or a number). */
export function isAnswerReady(question: PlayQuestion, input: AnswerInput): boolean {
  switch (question.kind) {
    case 'type_answer':
      return (input.text ?? '').trim() !== '';
    case 'slider':
      return input.value !== undefined;
    default:
      return (input.choice_keys ?? []).length > 0;
  }
}

/** What a player sent, read back from the verdict, to show the answer again once answered. */
export function givenInput(answer: AnswerResult): AnswerInput {
  return {
    choice_keys: answer.choice_keys,
    ...(answer.text_answer !== null && { text: answer.text_answer }),
    ...(answer.number_answer !== null && { value: answer.number_answer }),
  };
}
