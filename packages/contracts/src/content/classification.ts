import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { localizedText, type LocalizedText } from './localized.js';

/**
 * Information classification labels. Organisations name their levels differently (the Saudi
 * national scheme reads عام < مقيد < سري < سري للغاية; many companies use Public < Internal <
 * Confidential < Restricted), so the content pack never spells a label out: it writes
 * `{{classification.N}}`, level 1 the least and level 4 the most sensitive, and the server fills
 * in the organisation's own names when it serves a text.
 */
export const CLASSIFICATION_LEVELS = [1, 2, 3, 4] as const;
export type ClassificationLevel = (typeof CLASSIFICATION_LEVELS)[number];

export const DEFAULT_CLASSIFICATION_LABELS: readonly LocalizedText[] = [
  { en: 'Public', ar: 'عام' },
  { en: 'Internal', ar: 'داخلي' },
  { en: 'Confidential', ar: 'سري' },
  { en: 'Restricted', ar: 'سري للغاية' },
];

/** GET/PUT /settings/classification: the four labels, least sensitive first, each name once. */
export const classificationLabelsSchema = z
  .object({
    labels: z.tuple([localizedText(40), localizedText(40), localizedText(40), localizedText(40)]),
  })
  .superRefine(({ labels }, ctx) => {
    for (const language of ['en', 'ar'] as const) {
      const names = labels.map((label) => label[language].trim().toLowerCase());
      names.forEach((name, index) => {
        if (names.indexOf(name) !== index)
          ctx.addIssue({ code: 'custom', path: ['labels', index, language], message: encodeRule('unique') });
      });
    }
  });
export type ClassificationLabels = z.infer<typeof classificationLabelsSchema>;

/** `{{classification.1}}` … `{{classification.4}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*classification\.([1-4])\s*\}\}/g;
/** Any `{{…}}` token: the content check refuses those that are not a known placeholder. */
export const ANY_PLACEHOLDER = /\{\{[^}]*\}\}/g;

/** A text with every classification placeholder replaced by the label of that level. */
export function fillClassificationLabels(
  text: string,
  labels: readonly LocalizedText[],
  language: keyof LocalizedText,
): string {
  return text.replace(PLACEHOLDER, (_, level: string) => {
    const label = labels[Number(level) - 1] ?? DEFAULT_CLASSIFICATION_LABELS[Number(level) - 1];
    return label?.[language] ?? '';
  });
}

/** True when the text holds a `{{…}}` token that is not a classification placeholder. */
export const hasUnknownPlaceholder = (text: string): boolean =>
  (text.match(ANY_PLACEHOLDER) ?? []).some((token) => !new RegExp(PLACEHOLDER.source).test(token));

const fillBoth = (text: LocalizedText, labels: readonly LocalizedText[]): LocalizedText => ({
  en: fillClassificationLabels(text.en, labels, 'en'),
  ar: fillClassificationLabels(text.ar, labels, 'ar'),
});

interface LabelledQuestion {
  text: LocalizedText;
  choices: { key: string; text: LocalizedText }[];
  explanation: LocalizedText;
}

/** A question as players read it: the organisation's labels in its text, choices and explanation. */
export function fillQuestionLabels<T extends LabelledQuestion>(
  question: T,
  labels: readonly LocalizedText[],
): T {
  return {
    ...question,
    text: fillBoth(question.text, labels),
    choices: question.choices.map((choice) => ({ ...choice, text: fillBoth(choice.text, labels) })),
    explanation: fillBoth(question.explanation, labels),
  };
}
