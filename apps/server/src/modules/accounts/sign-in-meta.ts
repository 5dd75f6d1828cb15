import type { FastifyRequest } from 'fastify';
import { requestMeta } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import type { RequestMeta } from './accounts.service.js';

/**
 * What a sign-in records of its request: address, browser, and the language it asked for
 * (only when it asked: a client without Accept-Language leaves the preferred language as it is).
 */
export function signInMeta(request: FastifyRequest): RequestMeta {
  const meta: RequestMeta = requestMeta(request);
  return request.headers['accept-language'] ? { ...meta, language: requestLanguage(request) } : meta;
}
