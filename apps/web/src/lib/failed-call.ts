import type { TFunction } from 'i18next';

// What a failed call says to the person, for every HTTP client (axios in api-client.ts, fetch in
// fetch-json.ts and on the player's light page); no axios here, so those calls run without it.

/** What the client knows of a failed call: the status (none for no answer) and the body. */
export interface FailedCall {
  status?: number;
  body?: unknown;
}

export interface ErrorBody {
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

export function messagesByPlace(errors: object): Record<string, string[]> {
  const byPlace: Record<string, string[]> = {};
  for (const [where, messages] of Object.entries(errors)) {
    byPlace[where] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return byPlace;
}

/**
 * The toast text of docs/product.md §8: the server's message when it sent one, else the fallback by
 * status; for 422 the errors map's values follow a colon, joined by commas, each text said once.
 */
export function describeFailedCall(call: FailedCall, t: TFunction): string {
  if (call.status === undefined) return t('errors:network');
  const body = call.body as ErrorBody | undefined;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  const message = serverMessage ?? t(FALLBACK_KEYS[call.status] ?? 'errors:unexpected');
  if (call.status !== 422) return message;
  const errors = typeof body?.errors === 'object' && body.errors !== null ? body.errors : {};
  // A field's text that only repeats the message (or another field's) is said once: a wrong
  // sign-up code read "The code is incorrect: The code is incorrect".
  const fields = [...new Set(Object.values(messagesByPlace(errors)).flat())].filter(
    (text) => text.trim() !== message.trim(),
  );
  return fields.length ? `${message}: ${fields.join(', ')}` : message;
}
