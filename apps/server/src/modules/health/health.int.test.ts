import { describe, expect, it, vi } from 'vitest';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

describe('health', () => {
  it('GET /health/live answers 200', async () => {
    const answer = await get(app(), '/api/health/live');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, data: { ok: true } });
  });

  it('GET /health/ready answers 200 with the kind of database', async () => {
    const answer = await get(app(), '/api/health/ready');
    expect(answer.statusCode).toBe(200);
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(answer.body).toEqual({ status: true, data: { ok: true, database: kind } });
  });

  it('GET /health/ready answers 503 NOT_READY when the database does not answer', async () => {
    const ping = vi.spyOn(app().ctx.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const answer = await get(app(), '/api/health/ready');
      expectError(answer, 503, 'NOT_READY', 'The service is not ready yet');
      expect(answer.text).not.toContain('connection refused');
      expect((await get(app(), '/api/health/live')).statusCode).toBe(200);
    } finally {
      ping.mockRestore();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the calls of the spec at their exact paths', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/logout', 'post'],
      ['/api/sendEmailVerification', 'post'],
      ['/api/VerfiyMail', 'post'],
      ['/api/users', 'post'],
      ['/api/forget-password', 'post'],
      ['/api/reset-password', 'post'],
      ['/api/users/completeinfo/{id}', 'put'],
      ['/api/sso/login', 'post'],
      ['/api/settings/theme', 'get'],
      ['/api/settings/auth', 'get'],
      ['/api/config/auth', 'get'],
    ] as const) {
      expect(document.paths[path], path).toHaveProperty(method);
    }
  });
});
