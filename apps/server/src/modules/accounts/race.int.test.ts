import { expect, it } from 'vitest';
import { requestCode, wrongCode } from '../../test/accounts.fixtures.js';
import { post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
const app = useTestApp();
it('race', async () => {
  const code = await requestCode(app(), 'r@example.com');
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(app(), '/api/VerfiyMail', { body: { email: 'r@example.com', code: i === 11 ? code : wrongCode(code) } })));
  console.log(answers.map((a) => `${a.statusCode}:${a.body.code ?? 'ok'}`).join(' '));
  expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(5);
});
