import { z } from 'zod';
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

/** GET/PUT /settings/classification: the four labels, least sensitive first. */
export const classificationLabelsSchema = z.object({
  labels: z.tuple([localizedText(40), localizedText(40), localizedText(40), localizedText(40)]),
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
