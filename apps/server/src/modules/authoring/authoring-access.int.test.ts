import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.js';
import { categoryBody, playerToken } from '../../test/authoring.fixtures.js';
import { call, expectError } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const id = randomUUID();

/** Every authoring route, with a body that would be valid for the body-taking ones. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object | string }[] = [
  { method: 'GET', url: '/api/admin/categories' },
  { method: 'POST', url: '/api/admin/categories', body: categoryBody('phishing') },
  { method: 'PUT', url: `/api/admin/categories/${id}`, body: categoryBody('phishing') },
  { method: 'DELETE', url: `/api/admin/categories/${id}` },
  { method: 'PUT', url: '/api/admin/categories/order', body: { ids: [id] } },
  { method: 'GET', url: `/api/admin/categories/${id}/export` },
  { method: 'GET', url: '/api/admin/games' },
  { method: 'POST', url: '/api/admin/games', body: {} },
  { method: 'GET', url: `/api/admin/games/${id}` },
  { method: 'PUT', url: `/api/admin/games/${id}`, body: {} },
  { method: 'DELETE', url: `/api/admin/games/${id}` },
  { method: 'PUT', url: '/api/admin/games/order', body: { ids: [id] } },
  { method: 'GET', url: `/api/admin/games/${id}/export` },
  { method: 'POST', url: `/api/admin/games/${id}/questions`, body: {} },
  { method: 'PUT', url: `/api/admin/games/${id}/questions/order`, body: { ids: [id] } },
  { method: 'GET', url: `/api/admin/games/${id}/questions/file?format=xlsx` },
  { method: 'GET', url: `/api/admin/games/${id}/questions/stats` },
  { method: 'PUT', url: `/api/admin/games/${id}/questions/file`, body: 'key,kind\n' },
  { method: 'PUT', url: `/api/admin/questions/${id}`, body: {} },
  { method: 'DELETE', url: `/api/admin/questions/${id}` },
  { method: 'POST', url: '/api/admin/content/import', body: { version: 1, categories: [categoryBody('x')] } },
];

describe('the authoring API refuses everyone but admins', () => {
  it('answers 401 to an anonymous caller on every route, even before looking at the body', async () => {
    for (const route of ROUTES) {
      const answer = await call(app(), route.method, route.url, { body: route.body });
      expectError(answer, 401, 'UNAUTHORIZED');
    }
  });

  it('answers 403 to a player on every route, in the caller’s language, and changes nothing', async () => {
    const token = await playerToken(app());
    for (const route of ROUTES) {
      const answer = await call(app(), route.method, route.url, { body: route.body, token, language: 'ar' });
      expectError(answer, 403, 'FORBIDDEN', 'ليس لديك صلاحية لتنفيذ هذا الإجراء');
    }
    expect(await app().ctx.db.select().from(categories)).toEqual([]);
  });
});
