import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

async function login(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { data: { token: string } } };
}

describe('a restart on the same data dir', () => {
  it('keeps the data, the JWT secret and the seeded accounts, printed only the first time', async () => {
    const first = await startServer();
    const printed = /admin\s+(admin@awarequest\.local)\s+(\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    const [, email = '', password = ''] = printed ?? [];
    const firstLogin = await login(first.url, email, password);
    expect(firstLogin.status).toBe(200);
    expect(await first.stop()).toBe(0); // SIGTERM closes PGlite cleanly and exits 0

    const second = await startServer({}, first.dataDir);
    try {
      expect(second.output()).not.toContain('First start');
      expect((await login(second.url, email, password)).status).toBe(200);
      const me = await fetch(`${second.url}/api/users/me`, {
        headers: { authorization: `Bearer ${firstLogin.body.data.token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
