import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible endpoint on loopback, enough for the photo store: PUT, GET and DELETE of an
 * object at /<bucket>/<key> (path style), with S3's NoSuchKey answer. It checks that every
 * request is signed (AWS Signature V4) but not the signature itself.
 */
export async function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const unsigned: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) unsigned.push(key);
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const body = objects.get(key);
        if (body) response.writeHead(200, { 'content-length': body.length }).end(body);
        else
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no such key</Message></Error>');
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Stored objects by path: `/<bucket>/<key>`. */
    objects,
    /** Paths of requests that came without a SigV4 Authorization header. */
    unsigned,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
