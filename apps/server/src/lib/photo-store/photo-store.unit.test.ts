import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3.js';
import { createDiskPhotoStore } from './disk-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { createS3PhotoStore } from './s3-photo-store.js';

const FILE = '0b8f6c2e-4d1a-4f7e-9a35-2f9d7c1e8b40.webp';
const BYTES = Buffer.from('RIFF....WEBPVP8 fake photo bytes');

/** What every store must do, whatever keeps the bytes. */
function behavesAsAPhotoStore(store: () => PhotoStore) {
  it('gives back what it keeps, byte for byte', async () => {
    await store().put(FILE, BYTES);
    expect(await store().get(FILE)).toEqual(BYTES);
  });

  it('answers undefined for a photo it does not have', async () => {
    expect(await store().get('1c9e7a2b-0000-4000-8000-000000000000.webp')).toBeUndefined();
  });

  it('removes a photo, and removing it again is not an error', async () => {
    await store().put(FILE, BYTES);
    await store().remove(FILE);
    expect(await store().get(FILE)).toBeUndefined();
    await expect(store().remove(FILE)).resolves.toBeUndefined();
  });
}

describe('the disk photo store', () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'aq-photos-')), 'photos');
  behavesAsAPhotoStore(() => createDiskPhotoStore(dir));

  it('leaves no temporary file behind', async () => {
    await createDiskPhotoStore(dir).put(FILE, BYTES);
    expect(readdirSync(dir)).toEqual([FILE]);
  });
});

describe('the S3 photo store (the AWS SDK against an S3-compatible endpoint on loopback)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let store: PhotoStore;
  beforeAll(async () => {
    s3 = await startFakeS3();
    store = createS3PhotoStore({
      bucket: 'aq-photos',
      prefix: 'photos/',
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
  });
  afterAll(() => s3.close());

  behavesAsAPhotoStore(() => store);

  it('keeps objects under the bucket and the prefix, with signed requests', async () => {
    await store.put(FILE, BYTES);
    expect(s3.objects.get(`/aq-photos/photos/${FILE}`)).toEqual(BYTES);
    expect(s3.unsigned).toEqual([]);
  });
});
