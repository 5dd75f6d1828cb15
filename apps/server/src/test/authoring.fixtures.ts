import { expect } from 'vitest';
import type { z } from 'zod';
import {
  adminCategorySchema,
  adminGameSchema,
  adminQuestionSchema,
  type AdminGame,
} from '@awarequest/contracts';
import type { App } from '../app.js';
import { attempts } from '../db/schema.js';
import { createAdmin, createUser, loginToken } from './accounts.fixtures.js';
import { call, post, type Answer } from './http.js';

/** Bodies and helpers for the admin's authoring API. */

export const adminToken = async (app: App) => loginToken(app, (await createAdmin(app)).email);
export const playerToken = async (app: App) => loginToken(app, (await createUser(app)).email);

export const del = (app: App, url: string, token?: string) => call(app, 'DELETE', url, { token });

export function categoryBody(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    name: { en: `Category ${key}`, ar: `الفئة ${key}` },
    description: { en: `All about ${key}`, ar: `كل شيء عن ${key}` },
    icon: 'shield-lock',
    order: 0,
    tier: 1,
    ...overrides,
  };
}

export function gameBody(key: string, categories: string[], overrides: Record<string, unknown> = {}) {
  return {
    key,
    categories,
    name: { en: `Game ${key}`, ar: `لعبة ${key}` },
    description: { en: `Play ${key}`, ar: `العب ${key}` },
    type: 'interactive',
    difficulty: 'easy',
    duration_minutes: 10,
    pass_score: 70,
    attempts_allowed: 3,
    published: false,
    ...overrides,
  };
}

export function questionBody(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    kind: 'single',
    difficulty: 'medium',
    text: { en: `Question ${key}?`, ar: `السؤال ${key}؟` },
    choices: [
      { key: 'a', text: { en: 'First', ar: 'الأول' } },
      { key: 'b', text: { en: 'Second', ar: 'الثاني' } },
      { key: 'c', text: { en: 'Third', ar: 'الثالث' } },
    ],
    correct: ['b'],
    explanation: { en: `Because ${key}`, ar: `لأن ${key}` },
    ...overrides,
  };
}

/** The answer's data, checked against the contract's schema. */
function dataOf<T extends z.ZodType>(answer: Answer, statusCode: number, schema: T): z.infer<T> {
  expect(answer.statusCode, answer.text).toBe(statusCode);
  return schema.parse(answer.body.data);
}

export async function createCategory(app: App, token: string, key: string, overrides = {}) {
  return dataOf(
    await post(app, '/api/admin/categories', { token, body: categoryBody(key, overrides) }),
    201,
    adminCategorySchema,
  );
}

export async function createGame(app: App, token: string, key: string, categories: string[], overrides = {}) {
  return dataOf(
    await post(app, '/api/admin/games', { token, body: gameBody(key, categories, overrides) }),
    201,
    adminGameSchema,
  );
}

export async function createQuestion(app: App, token: string, gameId: string, key: string, overrides = {}) {
  return dataOf(
    await post(app, `/api/admin/games/${gameId}/questions`, { token, body: questionBody(key, overrides) }),
    201,
    adminQuestionSchema,
  );
}

export async function getGame(app: App, token: string, id: string): Promise<AdminGame> {
  return dataOf(await call(app, 'GET', `/api/admin/games/${id}`, { token }), 200, adminGameSchema);
}

/** An attempt row straight in the database: the game and questions count as played. */
export async function insertAttempt(app: App, gameId: string, questionIds: string[]) {
  const user = await createUser(app);
  await app.ctx.db.insert(attempts).values({
    userId: user.id,
    gameId,
    questionIds,
    expiresAt: new Date(Date.now() + 600_000),
    passScore: 70,
  });
}
