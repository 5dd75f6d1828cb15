import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@awarequest/contracts';

/** The language of the answer: the best of en/ar by Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const best = new Negotiator(request.raw).language([...LANGUAGES]);
  return (best as Language | undefined) ?? DEFAULT_LANGUAGE;
}
