import type { IncomingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import { authResultSchema, envelopeSchema, type AuthResult } from '@awarequest/contracts';
import type { App } from '../app.js';

/** What an answer's body may hold: the success or the error envelope. */
export interface Body {
  status: boolean;
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  data?: unknown;
}

export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Body;
  /** The body as sent, to check what must never appear in it. */
  text: string;
}

export interface CallOptions {
  body?: object | string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as Accept-Language. */
  language?: string;
  /** The caller's address, for the per-IP limits. */
  ip?: string;
  headers?: Record<string, string>;
}

/** One request through `app.inject`, its JSON body parsed. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers as IncomingHttpHeaders,
    body: JSON.parse(response.body) as Body,
    text: response.body,
  };
}

export const get = (app: App, url: string, options?: CallOptions) => call(app, 'GET', url, options);
export const post = (app: App, url: string, options?: CallOptions) => call(app, 'POST', url, options);
export const put = (app: App, url: string, options?: CallOptions) => call(app, 'PUT', url, options);

/** Asserts the error envelope: its status, code and (when given) its exact message. */
export function expectError(answer: Answer, statusCode: number, code: string, message?: string): void {
  expect({ statusCode: answer.statusCode, body: answer.body }).toMatchObject({
    statusCode,
    body: { status: false, code, ...(message === undefined ? {} : { message }) },
  });
}

/** Asserts a 200/201 answer carrying `{ user, token }` as the contracts define it, and returns it. */
export function authResultOf(answer: Answer, statusCode = 200): AuthResult {
  expect(answer.statusCode, answer.text).toBe(statusCode);
  return envelopeSchema(authResultSchema).parse(answer.body).data;
}
