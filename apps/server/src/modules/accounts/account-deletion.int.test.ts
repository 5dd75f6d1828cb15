import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authSessions, liveAnswers, users } from '../../db/schema.js';
import { createAdmin, createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { authResultOf, call, expectError, get, post } from '../../test/http.js';
import { useTestApp, withExtraApp } from '../../test/test-app.js';

const app = useTestApp();
const CHILD_PASSWORD = 'Kid12345';

const deleteMe = (token: string, password: string, language?: string) =>
  call(app(), 'DELETE', '/api/users/me', { token, body: { password }, ...(language ? { language } : {}) });

async function addChild(token: string, username: string) {
  const answer = await post(app(), '/api/children', {
    token,
    body: {
      name: 'Omar Ali',
      nickname: 'Omar',
      avatar: 'rocket',
      birth_year: new Date().getFullYear() - 6,
      username,
      password: CHILD_PASSWORD,
      password_confirmation: CHILD_PASSWORD,
    },
  });
  expect(answer.statusCode, answer.text).toBe(201);
  return (answer.body.data as { id: string }).id;
}

async function photoFile(name: string): Promise<string> {
  const file = path.join(app().ctx.config.dataDir, 'photos', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'webp bytes');
  return file;
}

describe('DELETE /users/me', () => {
  it('removes the account and its children with their sessions, photos and personal data', async () => {
    const parentPhoto = `${randomUUID()}.webp`;
    const childPhoto = `${randomUUID()}.webp`;
    const parent = await createUser(app(), { accountType: 'family', photo: `/api/photos/${parentPhoto}` });
    const parentTokens = [await loginToken(app(), parent.email), await loginToken(app(), parent.email)];
    const childId = await addChild(parentTokens[0]!, 'omar');
    await app().ctx.db.update(users).set({ photo: childPhoto }).where(eq(users.id, childId));
    const childToken = authResultOf(
      await post(app(), '/api/login', { body: { username: 'omar', password: CHILD_PASSWORD } }),
    ).token;
    const files = [await photoFile(parentPhoto), await photoFile(childPhoto)];
    // A live answer of the child: it must stay, without the child.
    const { questions } = await createGame(app(), { questions: 1 });
    const sessionId = randomUUID();
    await app()
      .ctx.db.insert(liveAnswers)
      .values({
        sessionId,
        userId: childId,
        questionId: questions[0]!.id,
        choiceKeys: ['a'],
        isCorrect: true,
        credit: 1,
        answeredAt: new Date(),
      });
    const bystander = await createUser(app());

    const answer = await deleteMe(parentTokens[1]!, GOOD_PASSWORD);
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Account deleted successfully', data: null });

    const { db } = app().ctx;
    expect(
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [parent.id, childId])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(authSessions)
        .where(inArray(authSessions.userId, [parent.id, childId])),
    ).toEqual([]);
    for (const file of files) expect(existsSync(file)).toBe(false);
    const [kept] = await db.select().from(liveAnswers).where(eq(liveAnswers.sessionId, sessionId));
    expect(kept).toMatchObject({ userId: null, isCorrect: true });
    for (const token of [...parentTokens, childToken]) {
      expectError(await get(app(), '/api/users/me', { token }), 401, 'UNAUTHORIZED');
    }
    expectError(
      await post(app(), '/api/login', { body: { email: parent.email, password: GOOD_PASSWORD } }),
      401,
      'INVALID_CREDENTIALS',
    );
    expectError(
      await post(app(), '/api/login', { body: { username: 'omar', password: CHILD_PASSWORD } }),
      401,
      'INVALID_USERNAME_CREDENTIALS',
    );
    expect(await db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);
  });

  // Instances share revocations through Redis (the integration:postgres leg sets TEST_REDIS_URL).
  it.runIf(process.env.TEST_REDIS_URL)('revokes the tokens on every instance at once', async () => {
    const prefix = app().ctx.config.redisKeyPrefix;
    await withExtraApp(app(), { env: { REDIS_KEY_PREFIX: prefix } }, async (other) => {
      const user = await createUser(app());
      const token = await loginToken(app(), user.email);
      // The other instance has checked (and cached) the token before the deletion.
      expect((await get(other, '/api/users/me', { token })).statusCode).toBe(200);
      expect((await deleteMe(token, GOOD_PASSWORD)).statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect((await get(other, '/api/users/me', { token })).statusCode).toBe(401);
      });
    });
  });

  it('refuses a wrong password, in English and Arabic, and deletes nothing', async () => {
    const user = await createUser(app());
    const token = await loginToken(app(), user.email);
    const answer = await deleteMe(token, 'Wrong1234');
    expectError(answer, 422, 'ACCOUNT_DELETE_FAILED', 'Failed to delete account');
    expect(answer.body.errors).toEqual({ password: ['The password is incorrect'] });
    const arabic = await deleteMe(token, 'Wrong1234', 'ar');
    expectError(arabic, 422, 'ACCOUNT_DELETE_FAILED', 'تعذر حذف الحساب');
    expect(arabic.body.errors).toEqual({ password: ['كلمة المرور غير صحيحة'] });
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(200);
  });

  it('asks for the password', async () => {
    const user = await createUser(app());
    const token = await loginToken(app(), user.email);
    const answer = await deleteMe(token, '');
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors?.password).toEqual(['Password is required']);
    expectError(
      await call(app(), 'DELETE', '/api/users/me', { body: { password: GOOD_PASSWORD } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses a child account, which its parent removes', async () => {
    const parent = await createUser(app(), { accountType: 'team' });
    const childId = await addChild(await loginToken(app(), parent.email), 'member');
    const childToken = authResultOf(
      await post(app(), '/api/login', { body: { username: 'member', password: CHILD_PASSWORD } }),
    ).token;
    const answer = await deleteMe(childToken, CHILD_PASSWORD);
    expectError(answer, 422, 'ACCOUNT_DELETE_FAILED');
    expect(await app().ctx.db.select().from(users).where(eq(users.id, childId))).toHaveLength(1);
  });

  it('refuses the last active administrator, and lets one of two go', async () => {
    const admin = await createAdmin(app());
    const token = await loginToken(app(), admin.email);
    const answer = await deleteMe(token, GOOD_PASSWORD);
    expectError(answer, 422, 'ACCOUNT_DELETE_FAILED');
    expect(answer.body.errors).toEqual({ account: ['The last active administrator cannot be removed'] });

    await createAdmin(app(), { isActive: false });
    expectError(await deleteMe(token, GOOD_PASSWORD), 422, 'ACCOUNT_DELETE_FAILED');
    await createAdmin(app());
    expect((await deleteMe(token, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
