import { AxiosError } from 'axios';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldLabel, type Language } from '@awarequest/contracts';
import { describeFailedCall, messagesByPlace, type ErrorBody } from './failed-call';
import { i18next } from './i18n';
import { toastError } from './toast';

// Forms import the field words from here; the login form from field-error-words.ts, without axios.
export { errorWords, useErrorWords } from './field-error-words';

// Every failed call and every form error of the web app goes through this file: the toast's
// text, the 422 answer's messages placed on a react-hook-form form, and a field error's words.

/** Where a form shows a server error that names none of its fields. */
export const FORM_ERROR = 'root.server';

/** Fields made of several inputs (day, month, year): a message for the whole shows on the root. */
const GROUPED_FIELDS: readonly string[] = ['date_of_birth'];

/** A refused form or file (422): the server's summary and its messages by field, path or row. */
export interface ServerErrors {
  message: string;
  errors: Record<string, string[]>;
}

/** The toast text of a failed call, from the error the API client rejected with. */
export function failedCallText(error: unknown, t: TFunction = i18next.t): string {
  const response = error instanceof AxiosError ? error.response : undefined;
  return describeFailedCall({ status: response?.status, body: response?.data }, t);
}

/** The 422 answer's summary and `errors` map, or undefined when the failure was something else. */
export function serverErrorsOf(error: unknown): ServerErrors | undefined {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return undefined;
  const body = error.response.data as ErrorBody | undefined;
  if (typeof body?.errors !== 'object' || body.errors === null) return undefined;
  return {
    message: typeof body.message === 'string' ? body.message : '',
    errors: messagesByPlace(body.errors),
  };
}

/**
 * Puts a 422 answer's messages (already in the user's language) where the user typed: a
 * message whose first segment names a field of the form goes on that field, or on the exact
 * path the server names ("text.en", "choices.1.text.ar") when the form has `isNested` inputs;
 * any other goes to the form's own error (FORM_ERROR). The API client showed the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  { isNested = false }: { isNested?: boolean } = {},
): void {
  const refused = serverErrorsOf(error);
  if (!refused) return;
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(refused.errors)) {
    const message = messages[0] ?? refused.message;
    const field = path.split('.')[0] ?? '';
    if (!fieldNames.includes(field)) unplaced.push(message);
    else if (isNested) setError(path as Path<T>, { type: 'server', message });
    else
      setError((GROUPED_FIELDS.includes(field) ? `${field}.root` : field) as Path<T>, {
        type: 'server',
        message,
      });
  }
  if (unplaced.length) setError(FORM_ERROR, { type: 'server', message: unplaced.join(' ') });
}

/**
 * The toast of a call the API client kept silent (`isSilent`): nothing for a 401, which the
 * client always tells; the summary alone for a 422 whose messages the page lists; else the
 * text of docs/product.md §8.
 */
export function toastSilentFailure(error: unknown, { isListedOnPage = false } = {}): void {
  if (error instanceof AxiosError && error.response?.status === 401) return;
  const refused = isListedOnPage ? serverErrorsOf(error) : undefined;
  toastError(refused ? refused.message || i18next.t('errors:validation') : failedCallText(error));
}

/** Lists of a content pack whose items are numbered in a readable path. */
const NUMBERED = ['categories', 'games', 'questions', 'choices'] as const;
type Numbered = (typeof NUMBERED)[number];

export interface PathWords {
  item: (list: Numbered | 'row', n: number) => string;
  language: (language: Language) => string;
}

const isNumbered = (segment: string): segment is Numbered =>
  (NUMBERED as readonly string[]).includes(segment);

/**
 * A pack error's path in words: "games.0.questions.2.text.ar" reads "Game 1 › Question 3 ›
 * Question text (Arabic)", "…choices.1.text.en" reads "… › Choice 2 (English)". A sheet's
 * "row 3 › correct" says "row" in the UI language and keeps the column as the file names it.
 */
export function describeErrorPath(path: string, uiLanguage: Language, words: PathWords): string {
  // A sheet's error names the row and the column as the file has them: "row 3 › correct".
  const row = /^row (\d+)(.*)$/.exec(path);
  if (row) return `${words.item('row', Number(row[1]))}${row[2] ?? ''}`;
  if (!/^[\w.]+$/.test(path)) return path;
  const segments = path.split('.');
  const parts: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    const next = segments[index + 1];
    if (isNumbered(segment) && next !== undefined && /^\d+$/.test(next)) {
      parts.push(words.item(segment, Number(next) + 1));
      index += 1;
    } else if (segment === 'text' && segments[index - 2] === 'choices') {
      // "Choice 2 (Arabic)" says it all: a choice has no other text.
      continue;
    } else if (segment === 'en' || segment === 'ar') {
      const last = parts.pop() ?? '';
      parts.push(`${last} (${words.language(segment)})`.trim());
    } else if (/^\d+$/.test(segment)) {
      parts.push(`#${Number(segment) + 1}`);
    } else {
      parts.push(fieldLabel(segment, uiLanguage));
    }
  }
  return parts.join(' › ');
}
