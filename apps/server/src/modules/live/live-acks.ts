import type { z } from 'zod';
import {
  ERRORS,
  encodeRule,
  fieldOfPath,
  fillTemplate,
  formatRuleMessage,
  type Ack,
  type ErrorCode,
  type Language,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';

/** Socket acks in the REST envelope's terms: a stable code, words in the socket's language, field errors. */

type Failure = Extract<Ack<never>, { ok: false }>;

function failure(
  code: ErrorCode,
  language: Language,
  params = {},
  errors?: Record<string, string[]>,
): Failure {
  const ack: Failure = { ok: false, code, message: fillTemplate(ERRORS[code][language], params, language) };
  if (errors) ack.errors = errors;
  return ack;
}

/** A payload that failed its schema: the first failed rule of each field, as forms show them. */
export function validationAck(error: z.ZodError, language: Language): Failure {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const segments = issue.path.map(String);
    const key = segments.length ? segments.join('.') : 'field';
    errors[key] ??= [formatRuleMessage(issue.message, fieldOfPath(segments), language)];
  }
  return failure('VALIDATION_FAILED', language, {}, errors);
}

/** An AppError's ack; anything else is an internal error, whose details go to the log only. */
export function errorAck(error: unknown, language: Language): Failure {
  if (!(error instanceof AppError)) return failure('INTERNAL_ERROR', language);
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, reason]) => [
          field,
          Array.isArray(reason)
            ? reason
            : [
                typeof reason === 'string'
                  ? ERRORS[reason][language]
                  : formatRuleMessage(
                      encodeRule(reason.rule, reason.n),
                      fieldOfPath(field.split('.')),
                      language,
                    ),
              ],
        ]),
      )
    : undefined;
  return failure(error.code, language, error.params, errors);
}
