import { useState } from 'react';
import type { Attempt } from '@awarequest/contracts';

/**
 * Which question the quiz shows: the one just answered (until "Next"), else the first
 * unanswered one the player has not put off. A question a live game is playing can be put off
 * until the others are answered; then it comes back, with the choice the player made.
 */
export function useQuestionOrder(attempt: Attempt) {
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const [putOff, setPutOff] = useState<string[]>([]);
  const answered = new Set(attempt.answers.map((answer) => answer.question_id));
  const unanswered = attempt.questions.filter((item) => !answered.has(item.id));
  const question = reviewingId
    ? attempt.questions.find((item) => item.id === reviewingId)
    : (unanswered.find((item) => !putOff.includes(item.id)) ??
      [...unanswered].sort((a, b) => putOff.indexOf(a.id) - putOff.indexOf(b.id))[0]);
  return {
    question,
    reviewingId,
    review: setReviewingId,
    /** Other questions are still unanswered. */
    hasOthers: unanswered.some((item) => item.id !== question?.id),
    putOff: (id: string) => {
      setPutOff((ids) => [...ids.filter((other) => other !== id), id]);
    },
  };
}
