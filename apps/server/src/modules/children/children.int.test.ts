import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { birthYears, childSchema, envelopeSchema, MAX_CHILDREN, type Child } from '@awarequest/contracts';
import { userScores, users } from '../../db/schema.js';
import { createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { del } from '../../test/authoring.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { authResultOf, expectError, get, post, put, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const CHILD_PASSWORD = 'Kid12345';
const THIS_YEAR = birthYears()[0]!;

const childBody = (username: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Lina Ahmed',
  nickname: 'Lina',
  avatar: 'cat',
  birth_year: THIS_YEAR - 8,
  username,
  password: CHILD_PASSWORD,
  password_confirmation: CHILD_PASSWORD,
  ...overrides,
});

async function parentToken(accountType: 'family' | 'team' | 'personal' = 'family') {
  const parent = await createUser(app(), { accountType });
  return { parent, token: await loginToken(app(), parent.email) };
}

const childOf = (answer: Answer, statusCode = 201): Child => {
  expect(answer.statusCode, answer.text).toBe(statusCode);
  return envelopeSchema(childSchema).parse(answer.body).data;
};

async function addChild(token: string, username: string, overrides: Record<string, unknown> = {}) {
  return childOf(await post(app(), '/api/children', { token, body: childBody(username, overrides) }));
}

const usernameLogin = (username: string, password = CHILD_PASSWORD) =>
  post(app(), '/api/login', { body: { username, password } });

describe('POST /children', () => {
  it('creates a child account that signs in with its username', async () => {
    const { parent, token } = await parentToken();
    const answer = await post(app(), '/api/children', { token, body: childBody('Lina.A') });
    const child = childOf(answer);
    expect(answer.body.message).toBe('Child account created');
    expect(child).toMatchObject({
      name: 'Lina Ahmed',
      nickname: 'Lina',
      avatar: 'cat',
      username: 'lina.a',
      birth_year: THIS_YEAR - 8,
      progress: { finished_attempts: 0, passed_attempts: 0, awareness_score: null, risk_score: null },
    });
    const [row] = await app().ctx.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ parentId: parent.id, email: null, role: 'player' });

    const login = authResultOf(await usernameLogin('LINA.A'));
    expect(login.user).toMatchObject({ id: child.id, email: null, username: 'lina.a', parent_id: parent.id });
  });

  it('checks every rule, in English and Arabic', async () => {
    const { token } = await parentToken('team');
    const bad = {
      name: 'L',
      nickname: '',
      avatar: 'unicorn',
      birth_year: THIS_YEAR - 14,
      username: 'no spaces!',
      password: 'short',
      password_confirmation: 'other',
    };
    const answer = await post(app(), '/api/children', { token, body: bad });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(
      ['avatar', 'birth_year', 'name', 'nickname', 'password', 'password_confirmation', 'username'].sort(),
    );
    expect(answer.body.errors?.username).toEqual([
      'Username may only contain English letters, digits, dots, dashes and underscores',
    ]);
    const arabic = await post(app(), '/api/children', {
      token,
      body: { ...bad, username: 'ab' },
      language: 'ar',
    });
    expect(arabic.body.errors?.username?.[0]).toContain('اسم المستخدم');
    // The oldest year of the 14-year list is accepted; a year before it is not.
    await addChild(token, 'oldest', { birth_year: THIS_YEAR - 13 });
  });

  it('refuses a username already taken, by any account', async () => {
    const { token } = await parentToken();
    await addChild(token, 'taken');
    const other = await parentToken();
    const answer = await post(app(), '/api/children', { token: other.token, body: childBody('TAKEN') });
    expectError(answer, 422, 'USERNAME_TAKEN', 'This username is already taken');
    expect(answer.body.errors).toEqual({ username: ['This username is already taken'] });
  });

  it('refuses a personal account, and a child account', async () => {
    const personal = await parentToken('personal');
    expectError(
      await post(app(), '/api/children', { token: personal.token, body: childBody('kid1') }),
      403,
      'CHILDREN_NOT_ALLOWED',
      'Only family and team accounts can have child accounts',
    );
    const { token } = await parentToken();
    await addChild(token, 'kid2');
    const childToken = authResultOf(await usernameLogin('kid2')).token;
    expectError(
      await post(app(), '/api/children', { token: childToken, body: childBody('kid3') }),
      403,
      'CHILDREN_NOT_ALLOWED',
    );
  });

  it(`stops at ${MAX_CHILDREN} child accounts`, async () => {
    const { parent, token } = await parentToken();
    await app()
      .ctx.db.insert(users)
      .values(
        Array.from({ length: MAX_CHILDREN }, (_, index) => ({
          name: 'Kid',
          username: `bulk-${index}`,
          parentId: parent.id,
        })),
      );
    expectError(
      await post(app(), '/api/children', { token, body: childBody('one-more') }),
      422,
      'CHILDREN_LIMIT',
      `An account can have at most ${MAX_CHILDREN} child accounts`,
    );
  });
});

describe('GET, PUT and DELETE /children/:id', () => {
  it('lists only the caller’s children, with their progress', async () => {
    const { token } = await parentToken();
    const first = await addChild(token, 'first');
    const second = await addChild(token, 'second');
    const other = await parentToken();
    await addChild(other.token, 'stranger');

    const { game, questions } = await createGame(app(), { questions: 2 });
    const childToken = authResultOf(await usernameLogin('first')).token;
    const started = await post(app(), `/api/games/${game.id}/attempts`, { token: childToken });
    expect(started.statusCode, started.text).toBe(201);
    const attemptId = (started.body.data as { id: string }).id;
    for (const question of questions) {
      const answered = await post(app(), `/api/attempts/${attemptId}/answers`, {
        token: childToken,
        body: { question_id: question.id, choice_keys: ['a'] },
      });
      expect(answered.statusCode, answered.text).toBe(200);
    }
    expect((await post(app(), `/api/attempts/${attemptId}/finish`, { token: childToken })).statusCode).toBe(
      200,
    );
    // The scores module computes user_scores when the attempt finishes; the parent sees them.
    const [scores] = await app().ctx.db.select().from(userScores).where(eq(userScores.userId, first.id));
    expect(scores).toBeDefined();

    const answer = await get(app(), '/api/children', { token });
    expect(answer.statusCode).toBe(200);
    const list = answer.body.data as Child[];
    expect(list.map((child) => child.id)).toEqual([first.id, second.id]);
    expect(list[0]?.progress).toMatchObject({
      finished_attempts: 1,
      passed_attempts: 1,
      awareness_score: scores!.awareness,
      risk_score: scores!.risk,
    });
    expect(list[0]?.progress.last_played_at).not.toBeNull();
    expect(list[1]?.progress).toMatchObject({ finished_attempts: 0, awareness_score: null });
  });

  it('edits a child; a new password signs it out everywhere', async () => {
    const { token } = await parentToken();
    const child = await addChild(token, 'editme');
    const childToken = authResultOf(await usernameLogin('editme')).token;

    const renamed = await put(app(), `/api/children/${child.id}`, {
      token,
      body: {
        name: 'Lina Omar',
        nickname: 'Lo',
        avatar: 'robot',
        birth_year: THIS_YEAR - 5,
        username: 'lina2',
      },
    });
    expect(childOf(renamed, 200)).toMatchObject({ name: 'Lina Omar', username: 'lina2', avatar: 'robot' });
    expect(renamed.body.message).toBe('Child account updated');
    expect((await get(app(), '/api/users/me', { token: childToken })).statusCode).toBe(200);

    const mismatch = await put(app(), `/api/children/${child.id}`, {
      token,
      body: { ...childBody('lina2'), password: 'NewPass1', password_confirmation: 'NewPass2' },
    });
    expectError(mismatch, 422, 'VALIDATION_FAILED');
    expect(Object.keys(mismatch.body.errors ?? {})).toEqual(['password_confirmation']);

    const changed = await put(app(), `/api/children/${child.id}`, {
      token,
      body: { ...childBody('lina2'), password: 'NewPass1', password_confirmation: 'NewPass1' },
    });
    expect(changed.statusCode, changed.text).toBe(200);
    expectError(await get(app(), '/api/users/me', { token: childToken }), 401, 'UNAUTHORIZED');
    expect((await usernameLogin('lina2', 'NewPass1')).statusCode).toBe(200);
  });

  it('answers 404 for another parent’s child, and 422 for a malformed id', async () => {
    const { token } = await parentToken();
    const other = await parentToken();
    const theirs = await addChild(other.token, 'theirs');
    expectError(
      await put(app(), `/api/children/${theirs.id}`, { token, body: childBody('theirs') }),
      404,
      'NOT_FOUND',
    );
    expectError(await del(app(), `/api/children/${theirs.id}`, token), 404, 'NOT_FOUND');
    expectError(await post(app(), `/api/children/${theirs.id}/session`, { token }), 404, 'NOT_FOUND');
    expect((await del(app(), '/api/children/not-a-uuid', token)).statusCode).toBe(422);
  });

  it('removes a child: its sessions end and it can no longer sign in', async () => {
    const { token } = await parentToken();
    const child = await addChild(token, 'leaving');
    const childToken = authResultOf(await usernameLogin('leaving')).token;
    const answer = await del(app(), `/api/children/${child.id}`, token);
    expect(answer.body).toMatchObject({ status: true, message: 'Child account removed' });
    expectError(await get(app(), '/api/users/me', { token: childToken }), 401, 'UNAUTHORIZED');
    expectError(await usernameLogin('leaving'), 401, 'INVALID_USERNAME_CREDENTIALS');
    expect((await get(app(), '/api/children', { token })).body.data).toEqual([]);
  });
});

describe('POST /children/:id/session', () => {
  it('gives the parent a session of the child; both tokens stay valid', async () => {
    const { parent, token } = await parentToken();
    const child = await addChild(token, 'player1');
    const answer = await post(app(), `/api/children/${child.id}/session`, { token });
    const result = authResultOf(answer);
    expect(answer.body.message).toBe('You are now playing as your child');
    expect(result.user).toMatchObject({ id: child.id, parent_id: parent.id });
    const me = await get(app(), '/api/users/me', { token: result.token });
    expect((me.body.data as { id: string }).id).toBe(child.id);
    expect(((await get(app(), '/api/users/me', { token })).body.data as { id: string }).id).toBe(parent.id);
  });

  it('a child sees neither its siblings nor its parent’s data', async () => {
    const { token } = await parentToken();
    await addChild(token, 'sib-a');
    const sibling = await addChild(token, 'sib-b');
    const childToken = authResultOf(await usernameLogin('sib-a')).token;
    expectError(await get(app(), '/api/children', { token: childToken }), 403, 'CHILDREN_NOT_ALLOWED');
    expectError(
      await post(app(), `/api/children/${sibling.id}/session`, { token: childToken }),
      403,
      'CHILDREN_NOT_ALLOWED',
    );
    expectError(await del(app(), `/api/children/${sibling.id}`, childToken), 403, 'CHILDREN_NOT_ALLOWED');

    // The sibling's attempt is not the child's to read.
    const { game } = await createGame(app());
    const siblingToken = authResultOf(await usernameLogin('sib-b')).token;
    const started = await post(app(), `/api/games/${game.id}/attempts`, { token: siblingToken });
    const attemptId = (started.body.data as { id: string }).id;
    const peek = await get(app(), `/api/attempts/${attemptId}`, { token: childToken });
    expect([403, 404]).toContain(peek.statusCode);
  });
});

describe('POST /login by username', () => {
  it('answers alike for an unknown username and a wrong password', async () => {
    const { token } = await parentToken();
    await addChild(token, 'known');
    const wrong = await usernameLogin('known', 'Wrong1234');
    const unknown = await usernameLogin('unknown', CHILD_PASSWORD);
    for (const answer of [wrong, unknown]) {
      expectError(answer, 401, 'INVALID_USERNAME_CREDENTIALS', 'The username or password is incorrect');
    }
    const arabic = await post(app(), '/api/login', {
      body: { username: 'known', password: 'Wrong1234' },
      language: 'ar',
    });
    expect(arabic.body.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('asks for the email when neither is given, and an email login still works', async () => {
    const answer = await post(app(), '/api/login', { body: { password: GOOD_PASSWORD } });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors?.email).toEqual(['Email is required']);
    const user = await createUser(app());
    expect(
      (await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it('refuses a deactivated child', async () => {
    const { token } = await parentToken();
    const child = await addChild(token, 'sleepy');
    await app().ctx.db.update(users).set({ isActive: false }).where(eq(users.id, child.id));
    expectError(await usernameLogin('sleepy'), 403, 'ACCOUNT_DISABLED');
  });
});
