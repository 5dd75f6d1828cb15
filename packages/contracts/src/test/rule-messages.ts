import { z } from 'zod';
import type { Language } from '../i18n.js';
import { formatRuleMessage } from '../validation/messages.js';

export type FieldErrors = Record<string, string[]>;

/**
 * Parses `input` and words its failures as the server's error envelope does: the first failed
 * rule of each field, named by the first segment of its path, in `language`. Undefined when
 * the input passes.
 */
export function errorsOf(
  schema: z.ZodType,
  input: unknown,
  language: Language = 'en',
): FieldErrors | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'field';
    const key = issue.path.length ? issue.path.join('.') : 'field';
    const message = formatRuleMessage(issue.message, field, language);
    errors[key] ??= [message];
  }
  return errors;
}

/** The messages of one field checked by `schema`, named `field` (empty when it passes). */
export function fieldMessages(
  field: string,
  schema: z.ZodType,
  value: unknown,
  language: Language = 'en',
): string[] {
  return errorsOf(z.object({ [field]: schema }), { [field]: value }, language)?.[field] ?? [];
}
