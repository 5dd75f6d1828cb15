import {
  normalizeTypedAnswer,
  TYPED_ANSWERS_TOP,
  type ChoiceCount,
  type QuestionKind,
  type TypedAnswerCount,
} from '@awarequest/contracts';

/** Pure summaries of a question's answers per kind, for the admin's statistics. */

/** Picks per choice in the question's order, 0 for a choice nobody picked; keys no longer on the question are left out. */
export function choiceDistribution(
  choiceKeys: readonly string[],
  picks: ReadonlyMap<string, number>,
): ChoiceCount[] {
  return choiceKeys.map((key) => ({ key, count: picks.get(key) ?? 0 }));
}

/**
 * The most common typed answers: texts that match alike (normalizeTypedAnswer) count as one,
 * shown in their folded form; the most frequent first, ties in alphabetical order.
 */
export function topTypedAnswers(
  texts: readonly { text: string; count: number }[],
  top = TYPED_ANSWERS_TOP,
): TypedAnswerCount[] {
  const counts = new Map<string, number>();
  for (const { text, count } of texts) {
    const folded = normalizeTypedAnswer(text);
    if (folded !== '') counts.set(folded, (counts.get(folded) ?? 0) + count);
  }
  return [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, top);
}

/** Whether a kind's statistics show how often each choice was picked. */
export const showsDistribution = (kind: QuestionKind): boolean =>
  kind === 'single' || kind === 'multiple' || kind === 'true_false' || kind === 'poll';
