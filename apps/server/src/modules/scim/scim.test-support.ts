import { expect } from 'vitest';
import type { App } from '../../app.js';
import { createAdmin, loginToken } from '../../test/accounts.fixtures.js';
import { post } from '../../test/http.js';

export interface ScimAnswer {
  statusCode: number;
  contentType: string | undefined;
  body: Record<string, unknown> & { Resources?: Record<string, unknown>[] };
}

/** An admin's session and a SCIM token made on the admin routes, as a directory would hold it. */
export async function scimSetup(app: App) {
  const admin = await createAdmin(app, {
    email: `admin-${Math.random().toString(36).slice(2)}@corp.example`,
  });
  const adminToken = await loginToken(app, admin.email);
  const made = await post(app, '/api/admin/scim/tokens', { token: adminToken, body: { label: 'Entra ID' } });
  expect(made.statusCode, made.text).toBe(201);
  const data = made.body.data as { token: string; item: { id: string } };
  return { admin, adminToken, scimToken: data.token, tokenId: data.item.id };
}

/** One SCIM call with SCIM's media type. */
export async function scim(
  app: App,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<ScimAnswer> {
  const response = await app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    statusCode: response.statusCode,
    contentType: response.headers['content-type'],
    body: response.body === '' ? {} : (JSON.parse(response.body) as ScimAnswer['body']),
  };
}

/** Asserts an RFC 7644 §3.12 error body. */
export function expectScimError(answer: ScimAnswer, status: number, scimType?: string) {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    ...(scimType ? { scimType } : {}),
  });
  expect(typeof answer.body.detail).toBe('string');
}
