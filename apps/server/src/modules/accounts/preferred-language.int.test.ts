import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createUser, GOOD_PASSWORD, registrationBody, verifyEmail } from '../../test/accounts.fixtures.js';
import { post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { issueOneTimeToken } from './one-time-tokens.service.js';

const app = useTestApp();

async function preferredLanguage(userId: string) {
  const [row] = await app()
    .ctx.db.select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

describe('the preferred language of mail sent without a request', () => {
  it('is the language of the last login, and a login without Accept-Language keeps it', async () => {
    const user = await createUser(app());
    expect(await preferredLanguage(user.id)).toBeNull();
    const login = (language?: string) =>
      post(app(), '/api/login', {
        body: { email: user.email, password: GOOD_PASSWORD },
        ...(language ? { language } : {}),
      });
    expect((await login('ar')).statusCode).toBe(200);
    expect(await preferredLanguage(user.id)).toBe('ar');
    expect((await login()).statusCode).toBe(200);
    expect(await preferredLanguage(user.id)).toBe('ar');
    expect((await login('en-GB,en;q=0.9')).statusCode).toBe(200);
    expect(await preferredLanguage(user.id)).toBe('en');
  });

  it('is recorded at sign-up', async () => {
    const email = 'sara@example.com';
    await verifyEmail(app(), email);
    const answer = await post(app(), '/api/users', { body: registrationBody(email), language: 'ar' });
    expect(answer.statusCode).toBe(201);
    const [row] = await app().ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.preferredLanguage).toBe('ar');
  });

  it('is recorded at an SSO login', async () => {
    const user = await createUser(app(), { password: null });
    const state = await issueOneTimeToken(app().ctx.db, app().ctx.secret, 'sso', user.id);
    const answer = await post(app(), '/api/sso/login', { body: { state }, language: 'ar' });
    expect(answer.statusCode).toBe(200);
    expect(await preferredLanguage(user.id)).toBe('ar');
  });
});
