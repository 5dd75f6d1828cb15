import type { App } from '../../app.js';
import type { Method } from './openapi-operations.js';

/** What the suites send: JSON, or a raw payload with its content type. */
export interface WireRequest {
  method: Method;
  url: string;
  token?: string | undefined;
  json?: unknown;
  raw?: { payload: Buffer | string; contentType?: string };
  headers?: Record<string, string>;
  ip?: string;
}

export interface WireAnswer {
  statusCode: number;
  body: string;
}

export async function sendRequest(app: App, request: WireRequest): Promise<WireAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: Buffer | string | undefined;
  if (request.raw) {
    payload = request.raw.payload;
    if (request.raw.contentType !== undefined) headers['content-type'] = request.raw.contentType;
  } else if (request.json !== undefined) {
    payload = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  });
  return { statusCode: response.statusCode, body: response.body };
}
