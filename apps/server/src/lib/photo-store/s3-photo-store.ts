import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PhotoStore } from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  /** Prepended to every file name: `photos/` puts them in a folder of the bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS's own when unset. */
  endpoint: string | undefined;
  /** Static keys; without them the SDK's usual chain (instance role, …) applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Photos as objects in an S3 bucket, for instances that share no disk. */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const key = (file: string) => `${options.prefix}${file}`;
  return {
    async put(file, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(file),
          Body: bytes,
          ContentType: 'image/webp',
        }),
      );
    },
    async get(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(file) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(file) }));
    },
  };
}
