import { AxiosError } from 'axios';
import { describeFailedCall } from '../../../lib/api-errors';
import { i18next } from '../../../lib/i18n';
import { toastError } from '../../../lib/toast';

/** A rejected file or form: the server's summary and its messages by row, path or field. */
export interface ContentErrors {
  message: string;
  errors: Record<string, string[]>;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** The 422 answer's message and `errors` map, or undefined when the failure was something else. */
export function contentErrorsOf(error: unknown): ContentErrors | undefined {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return undefined;
  const body = error.response.data as ErrorBody | undefined;
  if (typeof body?.errors !== 'object' || body.errors === null) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [where, messages] of Object.entries(body.errors)) {
    errors[where] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return { message: typeof body.message === 'string' ? body.message : '', errors };
}

/**
 * The toast of a silent call (a file upload whose error list is shown on the page): the
 * summary alone for a rejected file, the usual spec §8 text for anything else.
 */
export function toastFileFailure(error: unknown): void {
  const invalid = contentErrorsOf(error);
  if (invalid) {
    toastError(invalid.message || i18next.t('errors:validation'));
    return;
  }
  // A 401 was already told by the API client, even on a silent call.
  if (error instanceof AxiosError && error.response?.status === 401) return;
  const response = error instanceof AxiosError ? error.response : undefined;
  toastError(describeFailedCall({ status: response?.status, body: response?.data }, i18next.t));
}
