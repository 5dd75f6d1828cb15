import {
  TOP_TYPED_ANSWERS,
  matchesTypedAnswer,
  normalizeTypedAnswer,
  type QuestionClosed,
  type LiveTypedAnswer,
} from '@awarequest/contracts';
import type { AnswerRecord, LiveQuestionDef } from './session-model.js';

/**
 * How the room answered one question, per kind (docs/domain.md "Question kinds"): answers per
 * choice for the pick kinds and polls, the answers that put each item in its place for an
 * ordering, the average and median estimate for a slider, the most common typed answers
 * (folded alike) for a type answer. Fed one answer at a time while a close scores the players:
 * O(1) per answer, plus one sort of the estimates.
 */
export type RoomStats = Pick<QuestionClosed, 'distribution' | 'estimates' | 'typed_answers'>;

export interface RoomTally {
  add(answer: AnswerRecord): void;
  result(): RoomStats;
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function roomTally(question: LiveQuestionDef): RoomTally {
  const distribution: Record<string, number> = Object.fromEntries(
    question.choices.map((choice) => [choice.key, 0]),
  );
  const estimates: number[] = [];
  const typed = new Map<string, { text: string; count: number }>();
  return {
    add(answer) {
      if (question.kind === 'slider') {
        if (answer.value !== undefined) estimates.push(answer.value);
      } else if (question.kind === 'type_answer') {
        if (answer.text === undefined) return;
        const folded = normalizeTypedAnswer(answer.text);
        const seen = typed.get(folded);
        if (seen) seen.count += 1;
        else typed.set(folded, { text: answer.text, count: 1 });
      } else if (question.kind === 'ordering') {
        answer.keys.forEach((key, index) => {
          if (question.correctKeys[index] === key) distribution[key] = (distribution[key] ?? 0) + 1;
        });
      } else {
        for (const key of answer.keys) distribution[key] = (distribution[key] ?? 0) + 1;
      }
    },
    result() {
      if (question.kind === 'slider') {
        const sorted = [...estimates].sort((a, b) => a - b);
        const sum = sorted.reduce((total, value) => total + value, 0);
        return {
          distribution,
          estimates: {
            count: sorted.length,
            average: sorted.length === 0 ? null : sum / sorted.length,
            median: median(sorted),
          },
        };
      }
      if (question.kind === 'type_answer') {
        const accepted = question.acceptedAnswers ?? [];
        const top: LiveTypedAnswer[] = [...typed.values()]
          .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
          .slice(0, TOP_TYPED_ANSWERS)
          .map(({ text, count }) => ({ text, count, is_accepted: matchesTypedAnswer(accepted, text) }));
        return { distribution, typed_answers: top };
      }
      return { distribution };
    },
  };
}
