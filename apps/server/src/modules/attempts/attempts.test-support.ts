import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  answerResultSchema,
  attemptResultSchema,
  attemptSchema,
  envelopeSchema,
  type AnswerResult,
  type Attempt,
  type AttemptResult,
} from '@awarequest/contracts';
import type { App } from '../../app.js';
import { attempts } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { post, type Answer } from '../../test/http.js';

/** Calls of the attempts API for integration tests, each checked against its contract. */

export interface Player {
  id: string;
  token: string;
}

export async function createPlayer(app: App): Promise<Player> {
  const user = await createUser(app);
  return { id: user.id, token: await loginToken(app, user.email) };
}

export const startCall = (app: App, player: Player, gameId: string, body?: object) =>
  post(app, `/api/games/${gameId}/attempts`, { token: player.token, ...(body ? { body } : {}) });

export const answerCall = (app: App, player: Player, attemptId: string, questionId: string, keys: string[]) =>
  post(app, `/api/attempts/${attemptId}/answers`, {
    token: player.token,
    body: { question_id: questionId, choice_keys: keys },
  });

export const finishCall = (app: App, player: Player, attemptId: string) =>
  post(app, `/api/attempts/${attemptId}/finish`, { token: player.token });

function dataOf<T>(answer: Answer, statusCode: number, parse: (body: unknown) => { data: T }): T {
  expect(answer.statusCode, answer.text).toBe(statusCode);
  return parse(answer.body).data;
}

export const attemptOf = (answer: Answer, statusCode = 200): Attempt =>
  dataOf(answer, statusCode, (body) => envelopeSchema(attemptSchema).parse(body));
export const answerResultOf = (answer: Answer): AnswerResult =>
  dataOf(answer, 200, (body) => envelopeSchema(answerResultSchema).parse(body));
export const resultOf = (answer: Answer): AttemptResult =>
  dataOf(answer, 200, (body) => envelopeSchema(attemptResultSchema).parse(body));

export async function startAttempt(
  app: App,
  player: Player,
  gameId: string,
  body?: object,
): Promise<Attempt> {
  return attemptOf(await startCall(app, player, gameId, body), 201);
}

/** Moves an attempt's deadline into the past, as if its time had run out minutes ago. */
export async function expireAttempt(app: App, attemptId: string, minutesAgo = 5): Promise<void> {
  await app.ctx.db
    .update(attempts)
    .set({ expiresAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(attempts.id, attemptId));
}

export async function attemptRow(app: App, attemptId: string) {
  const [row] = await app.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
  return row;
}
