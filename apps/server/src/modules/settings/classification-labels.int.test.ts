import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASSIFICATION_LABELS } from '@awarequest/contracts';
import { questions } from '../../db/schema.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { answerCall, answerResultOf, createPlayer, startAttempt } from '../attempts/attempts.test-support.js';

const app = useTestApp();
const PATH = '/api/settings/classification';
/** The Saudi national scheme's names, as a Gulf organisation would set them. */
const SAUDI = [
  { en: 'Public', ar: 'عام' },
  { en: 'Restricted', ar: 'مقيد' },
  { en: 'Secret', ar: 'سري' },
  { en: 'Top Secret', ar: 'سري للغاية' },
];

describe('the classification labels', () => {
  it('answers the defaults until an admin names the levels', async () => {
    expect((await get(app(), PATH)).body.data).toEqual({ labels: DEFAULT_CLASSIFICATION_LABELS });

    const body = { labels: SAUDI };
    expectError(await put(app(), PATH, { body }), 401, 'UNAUTHORIZED');
    const playerToken = await loginToken(app(), (await createUser(app())).email);
    expectError(await put(app(), PATH, { body, token: playerToken }), 403, 'FORBIDDEN');

    const token = await loginToken(app(), (await createAdmin(app())).email);
    expect((await put(app(), PATH, { body, token })).body).toMatchObject({ status: true, data: body });
    expect((await get(app(), PATH)).body.data).toEqual(body);
  });

  it('refuses a name used for two levels, in the reader’s language, and keeps the saved ones', async () => {
    const token = await loginToken(app(), (await createAdmin(app())).email);
    await put(app(), PATH, { body: { labels: SAUDI }, token });
    const twice = SAUDI.map((label, index) => (index === 3 ? { en: 'secret ', ar: 'سري للغاية' } : label));
    const answer = await put(app(), PATH, { body: { labels: twice }, token, language: 'ar' });
    expectError(answer, 422, 'VALIDATION_FAILED');
    const errors = answer.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['labels.3.en']);
    expect(errors['labels.3.en']![0]).toMatch(/[\u0600-\u06FF]/);
    expect((await get(app(), PATH)).body.data).toEqual({ labels: SAUDI });
  });

  it('fills the organisation’s names into the questions and explanations players read', async () => {
    const token = await loginToken(app(), (await createAdmin(app())).email);
    await put(app(), PATH, { body: { labels: SAUDI }, token });
    const { game, questions: rows } = await createGame(app(), { questions: 1 });
    const question = rows[0]!;
    await app()
      .ctx.db.update(questions)
      .set({
        text: { en: 'Is payroll {{classification.4}}?', ar: 'هل الرواتب «{{classification.4}}»؟' },
        choices: [
          { key: 'a', text: { en: '{{classification.4}}', ar: '{{classification.4}}' } },
          { key: 'b', text: { en: '{{ classification.2 }}', ar: '{{ classification.2 }}' } },
        ],
        explanation: { en: 'Above {{classification.3}}.', ar: 'أعلى من {{classification.3}}.' },
      })
      .where(eq(questions.id, question.id));

    const player = await createPlayer(app());
    const attempt = await startAttempt(app(), player, game.id);
    expect(attempt.questions[0]).toMatchObject({
      text: { en: 'Is payroll Top Secret?', ar: 'هل الرواتب «سري للغاية»؟' },
      choices: [
        { key: 'a', text: { en: 'Top Secret', ar: 'سري للغاية' } },
        { key: 'b', text: { en: 'Restricted', ar: 'مقيد' } },
      ],
    });
    const result = answerResultOf(await answerCall(app(), player, attempt.id, question.id, ['a']));
    expect(result.explanation).toEqual({ en: 'Above Secret.', ar: 'أعلى من سري.' });
  });
});
