import { AxiosError } from 'axios';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from './use-language';

/** Where a form shows a server error that names none of its fields. */
export const FORM_ERROR = 'root.server';

/** A 422 answer's `errors` map (field or "row N › field" → messages), or undefined. */
export function serverFieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return undefined;
  const body = error.response.data as { errors?: unknown } | undefined;
  if (typeof body?.errors !== 'object' || body.errors === null) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [where, messages] of Object.entries(body.errors)) {
    errors[where] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return errors;
}

/**
 * Puts a 422 answer's messages (already in the user's language) on the fields they name; a
 * name the form does not have goes to the form's own error. The API client showed the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  const errors = serverFieldErrors(error);
  if (!errors) return;
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0] ?? '';
    if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  if (unplaced.length) setError(FORM_ERROR, { type: 'server', message: unplaced.join(' ') });
}

/**
 * A field's error in the current language: a rule failed in the browser is worded from the
 * contracts' rule messages; a message from the server is already worded and shown as is.
 */
export function useErrorText<T extends FieldValues>(errors: FieldErrors<T>) {
  const language = useLanguage();
  return (field: keyof T & string, label: string = field): string | undefined => {
    const error = errors[field];
    const message = error?.message;
    if (typeof message !== 'string') return undefined;
    return error?.type === 'server' ? message : formatRuleMessage(message, label, language);
  };
}
