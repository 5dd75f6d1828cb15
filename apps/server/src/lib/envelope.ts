import type { FastifyRequest } from 'fastify';
import { SUCCESS_MESSAGES, type SuccessMessage } from '@awarequest/contracts';
import { requestLanguage } from './language.js';

/** The success envelope, with its message in the request's language when one is given. */
export function success<T>(request: FastifyRequest, data: T, message?: SuccessMessage) {
  return message
    ? { status: true as const, message: SUCCESS_MESSAGES[message][requestLanguage(request)], data }
    : { status: true as const, data };
}

export function requestMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
