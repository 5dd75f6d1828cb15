import { findForbiddenText } from '@awarequest/contracts';
import { AppError } from './app-error.js';

/**
 * Throws INVALID_CHARACTERS naming every field of `input` whose text holds a character no text
 * may hold (see findForbiddenText); `prefix` places the fields (a form field, a file's cell).
 * The one check every way text comes in goes through, so none reaches a handler or the database.
 */
export function assertCleanText(input: unknown, prefix: (string | number)[] = []): void {
  const paths = findForbiddenText(input);
  if (!paths.length) return;
  const fieldErrors = Object.fromEntries(
    paths.map((path) => {
      const full = [...prefix, ...path];
      return [full.length ? full.join('.') : 'field', { rule: 'characters' as const }];
    }),
  );
  throw new AppError('INVALID_CHARACTERS', {}, fieldErrors);
}
