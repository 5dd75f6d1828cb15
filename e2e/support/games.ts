import { callApi, dataOf } from './accounts.js';
import { ADMIN, loginViaApi } from './app.js';

/** Games made straight through the admin API, for the suites that need one of their own. */

type Texts = { en: string; ar: string };

export interface TestQuestion {
  key: string;
  kind: 'single' | 'multiple' | 'true_false' | 'type_answer' | 'poll' | 'slider' | 'ordering';
  text: Texts;
  choices: readonly { key: string; text: Texts }[];
  correct: readonly string[];
  explanation: Texts;
  /** A type-answer question's accepted answers. */
  accepted_answers?: readonly string[];
  /** A slider's range, answer and closeness. */
  slider?: {
    min: number;
    max: number;
    step: number;
    answer: number;
    tolerance: number;
    limit: number;
    unit: Texts;
  };
}

/** One API call with an optional Bearer token; its `data`, or an error naming the call. */
export async function apiData(
  baseUrl: string,
  token: string | null,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  return dataOf(callApi(baseUrl, token, method, apiPath, body), `${method} ${apiPath}`);
}

export interface GameSpec {
  /** The game's key starts with it; a time stamp makes it unique. */
  keyPrefix: string;
  name: Texts;
  description: Texts;
  passScore: number;
  questions: readonly TestQuestion[];
}

/** The admin writes an interactive game in the first category, adds its questions and publishes it. */
export async function publishGame(baseUrl: string, spec: GameSpec) {
  const adminToken = await loginViaApi(baseUrl, ADMIN.email, ADMIN.password);
  const categories = (await apiData(baseUrl, adminToken, 'GET', '/categories?per_page=1')) as {
    items?: { id: string; key: string }[];
  };
  const category = categories.items?.[0];
  if (!category) throw new Error('the content pack has no category');
  const fields = {
    key: `${spec.keyPrefix}-${Date.now().toString(36)}`,
    categories: [category.key],
    name: spec.name,
    description: spec.description,
    type: 'interactive',
    difficulty: 'easy',
    duration_minutes: 5,
    pass_score: spec.passScore,
    attempts_allowed: null,
    published: false,
  };
  const game = await apiData(baseUrl, adminToken, 'POST', '/admin/games', fields);
  const id = String(game.id);
  for (const { key, kind, text, choices, correct, explanation, accepted_answers, slider } of spec.questions) {
    await apiData(baseUrl, adminToken, 'POST', `/admin/games/${id}/questions`, {
      key,
      kind,
      text,
      choices,
      correct,
      explanation,
      ...(accepted_answers ? { accepted_answers } : {}),
      ...(slider ? { slider } : {}),
    });
  }
  await apiData(baseUrl, adminToken, 'PUT', `/admin/games/${id}`, { ...fields, published: true });
  return { id, categoryId: category.id, adminToken };
}
