import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, questionImageSchema } from '@awarequest/contracts';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  playerToken,
} from '../../test/authoring.fixtures.js';
import { expectError, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartBody } from '../profile/profile.test-support.js';

const app = useTestApp();

async function upload(token: string | undefined, bytes: Buffer, language?: string): Promise<Answer> {
  const { body, contentType } = await multipartBody('photo', bytes, 'steps.png', 'image/png');
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body,
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers as Answer['headers'],
    body: response.json(),
    text: response.body,
  };
}

describe('POST /api/admin/images', () => {
  it('re-encodes a picture as WebP within 1600 px, whole, and gives the address a choice then uses', async () => {
    const token = await adminToken(app());
    const wide = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#16787F' } })
      .png()
      .toBuffer();
    const answer = await upload(token, wide);
    expect(answer.statusCode, answer.text).toBe(201);
    const { image } = envelopeSchema(questionImageSchema).parse(answer.body).data;
    expect(image).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.webp$/);
    const served = await app().inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 500,
    });

    await createCategory(app(), token, 'phishing');
    const game = await createGame(app(), token, 'pictures', ['phishing']);
    const question = await createQuestion(app(), token, game.id, 'q1', {
      choices: [
        {
          key: 'a',
          text: { en: 'This one', ar: 'هذه' },
          image,
          image_alt: { en: 'A login page', ar: 'صفحة دخول' },
        },
        { key: 'b', text: { en: 'That one', ar: 'تلك' } },
      ],
      correct: ['a'],
    });
    expect(question.choices[0]).toMatchObject({ image, image_alt: { en: 'A login page' } });
  });

  it('refuses a file that is not a picture, in Arabic too, and is for admins only', async () => {
    const token = await adminToken(app());
    const text = Buffer.from('not a picture');
    expectError(await upload(token, text), 422, 'PHOTO_TYPE', 'Please choose a JPEG, PNG or WebP image');
    const arabic = await upload(token, text, 'ar');
    expectError(arabic, 422, 'PHOTO_TYPE');
    expect(arabic.body.message).toMatch(/^يرجى اختيار صورة/);
    expectError(await upload(undefined, text), 401, 'UNAUTHORIZED');
    expectError(await upload(await playerToken(app()), text), 403, 'FORBIDDEN');
  });
});
