import { describe, expect, it } from 'vitest';
import { createdSessionSchema, envelopeSchema } from '@awarequest/contracts';
import type { App } from '../../app.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { post } from '../../test/http.js';
import { useLiveApp } from './live.test-support.js';

const { live } = useLiveApp();

/** q1, q2 for all staff; t1 for technical staff; m1 for managers. */
const mixedQuestions = [
  { key: 'q1' },
  { key: 't1', audience: 'technical' as const },
  { key: 'q2' },
  { key: 'm1', audience: 'managers' as const },
];

async function servedKeys(app: App, source: object): Promise<string[]> {
  const token = await loginToken(app, (await createUser(app)).email);
  const answer = await post(app, '/api/live/sessions', { token, body: { source } });
  expect(answer.statusCode, answer.text).toBe(201);
  const { pin } = envelopeSchema(createdSessionSchema).parse(answer.body).data;
  const definition = await app.live.store.definition(pin);
  return (definition?.questions ?? []).map((question) => question.id);
}

describe('a hosted live game serves its audience’s questions', () => {
  it('an all-staff game: only the all-staff questions; a technical game: all-staff and technical', async () => {
    const { app } = live();
    const everyone = await createGame(app, { questions: mixedQuestions });
    const technical = await createGame(app, { questions: mixedQuestions, audience: 'technical' });
    const idsOf = (created: typeof everyone, ...keys: string[]) =>
      keys.map((key) => created.questions.find((question) => question.key === key)?.id);

    expect(await servedKeys(app, { kind: 'game', game_id: everyone.game.id })).toEqual(
      idsOf(everyone, 'q1', 'q2'),
    );
    expect(await servedKeys(app, { kind: 'game', game_id: technical.game.id })).toEqual(
      idsOf(technical, 'q1', 't1', 'q2'),
    );
  });

  it('a draw from categories takes only questions their own game serves', async () => {
    const { app } = live();
    const category = await createCategory(app);
    const everyone = await createGame(app, { categories: [category], questions: mixedQuestions });
    const managers = await createGame(app, {
      categories: [category],
      questions: mixedQuestions,
      audience: 'managers',
    });
    const allowed = [
      ...['q1', 'q2'].map((key) => everyone.questions.find((question) => question.key === key)?.id),
      ...['q1', 'q2', 'm1'].map((key) => managers.questions.find((question) => question.key === key)?.id),
    ];
    const drawn = await servedKeys(app, {
      kind: 'categories',
      category_ids: [category.id],
      questions_count: 50,
    });
    expect(drawn.sort()).toEqual(allowed.sort());
  });
});
