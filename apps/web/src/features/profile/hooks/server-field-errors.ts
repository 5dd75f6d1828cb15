import { AxiosError } from 'axios';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface ErrorBody {
  errors?: Record<string, string[]>;
}

/**
 * Puts a 422 answer's messages (already in the user's language) on the fields they name;
 * "date_of_birth" goes to the date as a whole. Returns whether any was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return false;
  const errors = (error.response.data as ErrorBody | undefined)?.errors ?? {};
  let isPlaced = false;
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? '';
    if (!fields.includes(field)) continue;
    const target = field === 'date_of_birth' ? 'date_of_birth.root' : field;
    setError(target as Path<T>, { type: 'server', message: messages[0] ?? '' });
    isPlaced = true;
  }
  return isPlaced;
}
