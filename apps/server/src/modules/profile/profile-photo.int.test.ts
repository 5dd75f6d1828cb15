import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, userSchema } from '@awarequest/contracts';
import { createUser, GOOD_PASSWORD, loginToken } from '../../test/accounts.fixtures.js';
import { startFakeS3 } from '../../test/fake-s3.js';
import { call, expectError, get } from '../../test/http.js';
import { useTestApp, withExtraApp } from '../../test/test-app.js';
import { findUserById } from '../accounts/public.js';
import { uploadPhoto } from './profile.test-support.js';

const app = useTestApp();

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#16787F' } })
    .png()
    .toBuffer();

/** A real 8×8 PNG whose header claims `width` × `height`: what a decompression bomb looks like. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4) …, CRC.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

async function signedIn() {
  const user = await createUser(app());
  return { user, token: await loginToken(app(), user.email) };
}

const photosOnDisk = () => {
  const dir = path.join(app().ctx.config.dataDir, 'photos');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function photoOf(userId: string) {
  return (await findUserById(app().ctx.db, userId))?.photo ?? null;
}

describe('POST /api/users/me/photo', () => {
  it('re-encodes a valid PNG as a 256x256 WebP, served for good at its own address', async () => {
    const { user, token } = await signedIn();
    const answer = await uploadPhoto(app(), token, await png());
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.message).toBe('Photo updated');
    const saved = envelopeSchema(userSchema).parse(answer.body).data;
    expect(saved.photo).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(await photoOf(user.id)).toBe(saved.photo);

    const served = await app().inject({ method: 'GET', url: saved.photo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('takes a JPEG and a WebP too, and removes the old file after a replace', async () => {
    const { token } = await signedIn();
    const jpeg = await sharp(await png(300, 500))
      .jpeg()
      .toBuffer();
    const first = envelopeSchema(userSchema).parse(
      (await uploadPhoto(app(), token, jpeg, 'a.jpg')).body,
    ).data;
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    const second = await uploadPhoto(app(), token, webp, 'b.webp', { type: 'image/webp' });
    expect(second.statusCode, second.text).toBe(200);
    const replaced = envelopeSchema(userSchema).parse(second.body).data;
    expect(replaced.photo).not.toBe(first.photo);
    expect(photosOnDisk()).toEqual([replaced.photo!.split('/').at(-1)]);
    expectError(await get(app(), first.photo!), 404, 'NOT_FOUND');
  });

  it('refuses a text file renamed .png, and keeps the old photo', async () => {
    const { user, token } = await signedIn();
    await uploadPhoto(app(), token, await png());
    const before = await photoOf(user.id);
    const answer = await uploadPhoto(app(), token, Buffer.from('just some text, not an image'), 'photo.png');
    expectError(answer, 422, 'PHOTO_TYPE', 'Please choose a JPEG, PNG or WebP image');
    expect(answer.body.errors).toEqual({ photo: ['Please choose a JPEG, PNG or WebP image'] });
    expect(await photoOf(user.id)).toBe(before);
    expect(photosOnDisk()).toEqual([before!.split('/').at(-1)]);
    expect((await app().inject({ method: 'GET', url: before! })).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413, in Arabic too, and keeps the old photo', async () => {
    const { user, token } = await signedIn();
    await uploadPhoto(app(), token, await png());
    const before = await photoOf(user.id);
    const oversized = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const answer = await uploadPhoto(app(), token, oversized, 'big.png', { language: 'ar' });
    expectError(answer, 413, 'PHOTO_TOO_LARGE', 'يجب ألا يزيد حجم الصورة عن ٥ ميغابايت');
    expect(await photoOf(user.id)).toBe(before);
    expect(photosOnDisk()).toHaveLength(1);
  });

  it('refuses a corrupt JPEG (a JPEG header, then garbage), and keeps the old photo', async () => {
    const { user, token } = await signedIn();
    await uploadPhoto(app(), token, await png());
    const before = await photoOf(user.id);
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const corrupt = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(2000, 0x5a)]);
    const answer = await uploadPhoto(app(), token, corrupt, 'broken.jpg', { type: 'image/jpeg' });
    expectError(answer, 422, 'PHOTO_CORRUPT', 'This image could not be read. Please choose another file');
    expect(await photoOf(user.id)).toBe(before);
    expect(photosOnDisk()).toHaveLength(1);
  });

  it('refuses a canvas over 40 megapixels from its header, saying its size and the limit in Arabic too', async () => {
    const { user, token } = await signedIn();
    await uploadPhoto(app(), token, await png());
    const before = await photoOf(user.id);
    const bomb = await pngClaiming(10_000, 5_000);
    const english = await uploadPhoto(app(), token, bomb, 'bomb.png');
    expectError(
      english,
      422,
      'PHOTO_TOO_MANY_PIXELS',
      'The image is too large: 10000 × 5000 pixels. A photo may have at most 40 megapixels (8000 × 5000, say)',
    );
    expect(english.body.errors?.photo).toEqual([english.body.message]);
    const arabic = await uploadPhoto(app(), token, bomb, 'bomb.png', { language: 'ar' });
    expectError(
      arabic,
      422,
      'PHOTO_TOO_MANY_PIXELS',
      'الصورة كبيرة جدًا: ١٠٠٠٠ × ٥٠٠٠ بكسل. يجب ألا تتجاوز الصورة ٤٠ ميغابكسل (مثل ٨٠٠٠ × ٥٠٠٠)',
    );
    expect(await photoOf(user.id)).toBe(before);
  });

  it('refuses a control character in a text field sent with the photo', async () => {
    const { token } = await signedIn();
    const answer = await uploadPhoto(app(), token, await png(), 'me.png', { texts: { caption: 'me\u0000' } });
    expectError(answer, 422, 'INVALID_CHARACTERS');
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['caption']);
  });

  it('refuses a truncated JPEG', async () => {
    const { token } = await signedIn();
    const jpeg = await sharp(await png(800, 800))
      .jpeg()
      .toBuffer();
    const answer = await uploadPhoto(app(), token, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg');
    expectError(answer, 422, 'PHOTO_CORRUPT');
    expect(photosOnDisk()).toEqual([]);
  });

  it('refuses a multipart form cut short with 422 PHOTO_CORRUPT, not a 500', async () => {
    const { token } = await signedIn();
    const boundary = '----cut';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const answer = await call(app(), 'POST', '/api/users/me/photo', {
      token,
      language: 'ar',
      body: form,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectError(answer, 422, 'PHOTO_CORRUPT', 'تعذرت قراءة هذه الصورة. يرجى اختيار ملف آخر');
    expect(photosOnDisk()).toEqual([]);
  });

  it('answers 422 for a request without a file, and 401 without a token', async () => {
    const { token } = await signedIn();
    const noFile = await call(app(), 'POST', '/api/users/me/photo', { token, body: { photo: 'x' } });
    expectError(noFile, 422, 'PHOTO_MISSING', 'Please choose a photo to upload');
    expectError(await call(app(), 'POST', '/api/users/me/photo', {}), 401, 'UNAUTHORIZED');
  });

  it('removes the photo on DELETE, file included', async () => {
    const { user, token } = await signedIn();
    await uploadPhoto(app(), token, await png());
    const answer = await call(app(), 'DELETE', '/api/users/me/photo', { token });
    expect(answer.statusCode).toBe(200);
    expect(await photoOf(user.id)).toBeNull();
    expect(photosOnDisk()).toEqual([]);
  });

  it('answers 404 for a photo name that is not one of ours', async () => {
    expectError(await get(app(), '/api/photos/..%2Fpgdata'), 404, 'NOT_FOUND');
    expectError(await get(app(), '/api/photos/00000000-0000-4000-8000-000000000000.webp'), 404, 'NOT_FOUND');
  });
});

describe('photos in an S3-compatible bucket (S3_BUCKET)', () => {
  it('keeps the photo in the bucket, not on disk, serves it from there, and deletion removes it', async () => {
    const s3 = await startFakeS3();
    try {
      const env = {
        S3_BUCKET: 'aq-photos',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      };
      await withExtraApp(app(), { env }, async (extra) => {
        const user = await createUser(extra);
        const token = await loginToken(extra, user.email);
        const answer = await uploadPhoto(extra, token, await png());
        expect(answer.statusCode, answer.text).toBe(200);
        const saved = envelopeSchema(userSchema).parse(answer.body).data;
        const file = saved.photo?.split('/').at(-1) ?? '';
        expect([...s3.objects.keys()]).toEqual([`/aq-photos/photos/${file}`]);
        expect(existsSync(path.join(extra.ctx.config.dataDir, 'photos'))).toBe(false);

        const served = await extra.inject({ method: 'GET', url: saved.photo! });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload).toEqual(s3.objects.get(`/aq-photos/photos/${file}`));

        const deleted = await call(extra, 'DELETE', '/api/users/me', {
          token,
          body: { password: GOOD_PASSWORD },
        });
        expect(deleted.statusCode, deleted.text).toBe(200);
        expect(s3.objects.size).toBe(0);
      });
    } finally {
      await s3.close();
    }
  });
});
