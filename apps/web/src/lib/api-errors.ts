import type { TFunction } from 'i18next';

/** What the client knows of a failed call: the status (none for no answer) and the body. */
export interface FailedCall {
  status?: number;
  body?: unknown;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const FALLBACK_KEYS: Record<number, string> = {
  401: 'errors:unauthorized',
  403: 'errors:forbidden',
  404: 'errors:notFound',
  422: 'errors:validation',
  500: 'errors:server',
};

function serverMessage(body: unknown): string | undefined {
  const message = (body as ErrorBody | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function fieldMessages(body: unknown): string[] {
  const errors = (body as ErrorBody | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.values(errors).flatMap((value: unknown) =>
    Array.isArray(value) ? value.map(String) : [String(value)],
  );
}

/**
 * The toast text of spec §8: the server's message when it sent one, else the fallback by
 * status; for 422 the errors map's values follow a colon, joined by commas.
 */
export function describeFailedCall(call: FailedCall, t: TFunction): string {
  if (call.status === undefined) return t('errors:network');
  const fallbackKey = FALLBACK_KEYS[call.status] ?? 'errors:unexpected';
  const message = serverMessage(call.body) ?? t(fallbackKey);
  if (call.status !== 422) return message;
  const fields = fieldMessages(call.body);
  return fields.length ? `${message}: ${fields.join(', ')}` : message;
}
