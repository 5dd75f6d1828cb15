import type { AnswerInput, AnswerResult, PlayQuestion, SliderSpec, SliderView } from '@awarequest/contracts';
import type { LocalizedText } from '../../components/answers/answer-choice';

/**
 * The fields the new question kinds add to a play question and to an answer's verdict. The
 * server's contracts gain them with the kinds' attempts (docs/domain.md "Question kinds"); until
 * a field is there it reads as absent, and the screens fall back to what they can show.
 */
export interface PlayKindFields {
  /** A slider's range, step and unit: never its answer, tolerance or limit. */
  slider?: SliderView | null;
  image_alt?: LocalizedText | null;
}

export interface ResultKindFields {
  /** The player's typed answer or estimate. */
  text?: string | null;
  value?: number | null;
  /** Once answered: a type-answer question's accepted answers. */
  accepted_answers?: string[] | null;
  /** Once answered: the slider's answer, tolerance and limit. */
  slider?: SliderSpec | null;
  /** Once answered, a poll's answers so far: how many chose each key. */
  distribution?: { key: string; count: number }[] | null;
}

export const playKindFields = (question: PlayQuestion): PlayKindFields =>
  question as PlayQuestion & PlayKindFields;
export const resultKindFields = (answer: AnswerResult): ResultKindFields =>
  answer as AnswerResult & ResultKindFields;

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
  const fields = resultKindFields(answer);
  return {
    choice_keys: answer.choice_keys,
    ...(fields.text != null && { text: fields.text }),
    ...(fields.value != null && { value: fields.value }),
  };
}

/** The shares (0..100) of a poll's choices, from the counts. */
export function sharesOf(distribution: { key: string; count: number }[]): Record<string, number> {
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0);
  return Object.fromEntries(
    distribution.map((entry) => [entry.key, total === 0 ? 0 : Math.round((entry.count / total) * 100)]),
  );
}
