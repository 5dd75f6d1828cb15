import type { Question } from '@awarequest/contracts';

/**
 * A question of the pack's format (checked by questionSchema) as the columns of its row: a
 * field of another kind is never stored, nor an alt text without its image.
 */
export function questionColumns(question: Question) {
  return {
    kind: question.kind,
    difficulty: question.difficulty,
    audience: question.audience,
    text: question.text,
    choices: question.choices.map(({ key, text, image, image_alt }) =>
      image ? { key, text, image, ...(image_alt ? { image_alt } : {}) } : { key, text },
    ),
    correctKeys: question.correct,
    acceptedAnswers: question.kind === 'type_answer' ? (question.accepted_answers ?? null) : null,
    slider: question.kind === 'slider' ? (question.slider ?? null) : null,
    explanation: question.explanation,
    image: question.image ?? null,
    imageAlt: question.image ? (question.image_alt ?? null) : null,
  };
}
