import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { contentErrorsOf } from '../api/content-errors';

/** Where the form shows a server error that names no field of its own. */
export const FORM_ERROR = 'root.server';

/**
 * Puts a 422 answer's messages on the fields they name ("text.en", "choices.1.text.ar",
 * "key"), so the admin sees them where they typed; a name the form does not have goes to the
 * form's own error. The API client has already shown the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  const invalid = contentErrorsOf(error);
  if (!invalid) return;
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(invalid.errors)) {
    const message = messages[0] ?? invalid.message;
    const top = path.split('.')[0] ?? '';
    if (fieldNames.includes(top)) setError(path as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  if (unplaced.length > 0) setError(FORM_ERROR, { type: 'server', message: unplaced.join(' ') });
}
