import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  API_BASE,
  encodeRule,
  ERRORS,
  fillTemplate,
  fieldOfPath,
  formatRuleMessage,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
} from '@awarequest/contracts';
import { AppError } from '../lib/app-error.js';
import { requestLanguage } from '../lib/language.js';

type FieldErrors = Record<string, string[]>;

function sendError(
  reply: FastifyReply,
  language: Language,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  errors?: FieldErrors,
) {
  const entry = ERRORS[code];
  const body: ErrorEnvelope = {
    status: false,
    code,
    message: fillTemplate(entry[language], params, language),
  };
  if (errors) body.errors = errors;
  return reply.status(entry.status).send(body);
}

/**
 * Zod issues to `{ field: [message] }` in the request's language: the first failed rule of
 * each field, as a form shows it ('Name is required', not also 'at least 2 characters').
 */
function validationErrors(
  issues: { instancePath: string; message?: string }[],
  language: Language,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = fieldOfPath(segments);
    const key = segments.length ? segments.join('.') : 'field';
    const message = formatRuleMessage(issue.message ?? '', field, language);
    errors[key] ??= [message];
  }
  return errors;
}

/** Fastify's own errors that are the client's fault, by their codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/**
 * The error envelope of docs/architecture.md for every failure, in English or Arabic by
 * Accept-Language; unexpected errors answer 500 and their details go only to the log.
 */
export const errorEnvelopePlugin = fp((app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        language,
        'VALIDATION_FAILED',
        {},
        validationErrors(error.validation, language),
      );
    }
    if (error instanceof AppError) {
      const retryAfter = error.params.retryAfter;
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, failure]) => [
              field,
              Array.isArray(failure)
                ? failure
                : [
                    typeof failure === 'string'
                      ? fillTemplate(ERRORS[failure][language], error.params, language)
                      : formatRuleMessage(
                          encodeRule(failure.rule, failure.n),
                          fieldOfPath(field.split('.')),
                          language,
                        ),
                  ],
            ]),
          )
        : undefined;
      return sendError(reply, language, error.code, error.params, errors);
    }
    const clientCode = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (clientCode) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, language, clientCode);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, language, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) => {
    return sendError(reply, requestLanguage(request), 'NOT_FOUND');
  });
});

/**
 * Fastify's `frameworkErrors`: the router refuses a URL before any route or hook runs (a path
 * parameter over its length limit, or a malformed percent-encoding), and would otherwise
 * answer with a body of its own. No resource has such a name, so the envelope's 404 says it.
 */
export function frameworkErrorEnvelope(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const isRouterRefusal = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!isRouterRefusal) request.log.error({ err: error }, 'unexpected router error');
  // The app's onRequest hook, which names every answer's request, does not run for these.
  void reply.header('x-request-id', request.id);
  void sendError(reply, requestLanguage(request), isRouterRefusal ? 'NOT_FOUND' : 'INTERNAL_ERROR');
}

/** True for the API's own paths, which answer in the envelope rather than with the SPA. */
export const isApiPath = (url: string): boolean => url === API_BASE || url.startsWith(`${API_BASE}/`);
