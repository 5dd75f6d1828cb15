import { expect } from 'vitest';
import {
  dashboardSchema,
  envelopeSchema,
  leaderboardSchema,
  type Dashboard,
  type Leaderboard,
} from '@awarequest/contracts';
import type { App } from '../../app.js';
import { get } from '../../test/http.js';
import {
  answerCall,
  finishCall,
  resultOf,
  startAttempt,
  type Player,
} from '../attempts/attempts.test-support.js';

/** Calls of the scores API for integration tests, each checked against its contract. */

export async function dashboardOf(app: App, token: string): Promise<Dashboard> {
  const answer = await get(app, '/api/dashboard', { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(dashboardSchema).parse(answer.body).data;
}

export async function leaderboardOf(app: App, token: string, query = ''): Promise<Leaderboard> {
  const answer = await get(app, `/api/leaderboard${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(leaderboardSchema).parse(answer.body).data;
}

/** Plays a whole attempt: `rightAnswers` questions answered "a" (right in the fixtures), the rest "b". */
export async function playAttempt(app: App, player: Player, gameId: string, rightAnswers: number) {
  const attempt = await startAttempt(app, player, gameId);
  for (const [index, question] of attempt.questions.entries()) {
    const answer = await answerCall(app, player, attempt.id, question.id, [index < rightAnswers ? 'a' : 'b']);
    expect(answer.statusCode, answer.text).toBe(200);
  }
  return resultOf(await finishCall(app, player, attempt.id));
}
